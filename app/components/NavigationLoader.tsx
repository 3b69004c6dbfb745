import { useNavigation } from 'react-router';
import { FullPageLoader } from './FullPageLoader';

/**
 * While a navigation waits for a lazily loaded screen, cover the old one with
 * the full-page loader. The overlay fades in late, so quick screens never flash it.
 */
export function NavigationLoader() {
  const navigation = useNavigation();
  const changingPage =
    navigation.state === 'loading' &&
    navigation.location.pathname !== globalThis.location?.pathname;
  return changingPage ? <FullPageLoader overlay /> : null;
}
