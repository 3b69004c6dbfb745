import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The iOS and Android apps (Capacitor 7). They load the web app bundled into
 * them, built by `npm run cap:sync` into `.native-build/build/client`
 * (scripts/capSync.ts), and talk to an Inkling server: the one built in
 * (INKLING_SERVER_URL) or the one chosen on first launch. Android serves the
 * bundle from https://localhost, iOS from capacitor://localhost: the server
 * accepts both (NATIVE_APP_ORIGINS). docs/OPERATIONS.md: building the apps.
 */
const config: CapacitorConfig = {
  appId: 'app.inkling.notes',
  appName: 'Inkling',
  webDir: '.native-build/build/client',
  server: {
    androidScheme: 'https',
  },
  android: {
    // Only https servers: a plain-http address (a development server) needs
    // `server.cleartext` and the Android network security config.
    allowMixedContent: false,
  },
  plugins: {
    // Hidden by the app once its first screen has rendered (app/native/nativeShell.ts).
    SplashScreen: {
      launchAutoHide: false,
      launchShowDuration: 0,
      backgroundColor: '#5b21b6',
      showSpinner: false,
    },
    // The app sets light or dark text to follow its theme.
    StatusBar: {
      overlaysWebView: false,
    },
    LocalNotifications: {
      iconColor: '#5b21b6',
    },
  },
};

export default config;
