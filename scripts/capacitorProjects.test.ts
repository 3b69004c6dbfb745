import { execFile } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import config from '../capacitor.config';
import { NATIVE_START_SCRIPT, prepareNativeWebDir } from './nativeWebDir';

/**
 * The CI check of the iOS and Android apps (this machine has neither the
 * Android SDK nor Xcode): `cap sync` succeeds, on a copy of the projects with
 * a tiny web build, and the committed projects are what it generates, so
 * they reference exactly the Capacitor plugins in package.json.
 */
const root = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);
const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const dependencies = packageJson.dependencies;

/** Native plugins: the @capacitor/* packages and any other package with a `capacitor` section. */
const plugins = Object.keys(dependencies).filter((name) => {
  if (['@capacitor/core', '@capacitor/android', '@capacitor/ios', '@capacitor/cli'].includes(name))
    return false;
  const manifest = JSON.parse(
    readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'),
  ) as { capacitor?: unknown };
  return name.startsWith('@capacitor/') || manifest.capacitor !== undefined;
});

/** Gradle's project name for a plugin, as the CLI writes it (@capgo/x-y → capgo-x-y). */
const gradleName = (name: string) => name.replace(/^@/, '').replace('/', '-');

/**
 * A generated file's text with each path to node_modules cut to `node_modules/`: the copy's
 * paths climb out of the temporary folder to this checkout, the committed ones do not.
 */
const withoutClimb = (text: string) =>
  text.replace(/(?:\.\.\/)+(?:[\w.-]+\/)*?node_modules\//g, 'node_modules/');

const generatedFiles = [
  'android/capacitor.settings.gradle',
  'android/app/capacitor.build.gradle',
  'ios/App/Podfile',
];

let copy: string;

beforeAll(async () => {
  copy = mkdtempSync(path.join(os.tmpdir(), 'inkling-cap-'));
  for (const entry of ['android', 'ios', 'capacitor.config.ts', 'package.json'])
    cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
  const webDir = path.join(copy, config.webDir!);
  mkdirSync(webDir, { recursive: true });
  writeFileSync(
    path.join(webDir, '__spa-fallback.html'),
    '<!DOCTYPE html><html lang="en"><head><title>Inkling</title></head><body></body></html>',
  );
  prepareNativeWebDir(webDir);
  await run('npx', ['cap', 'sync'], { cwd: copy, timeout: 120_000 });
}, 150_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('the native projects', () => {
  it('are synced by `cap sync`, which copies the web build into both apps', () => {
    const android = path.join(copy, 'android/app/src/main/assets/public/index.html');
    const ios = path.join(copy, 'ios/App/App/public/index.html');
    for (const index of [android, ios])
      expect(readFileSync(index, 'utf8')).toContain(NATIVE_START_SCRIPT);
    const synced = JSON.parse(
      readFileSync(path.join(copy, 'android/app/src/main/assets/capacitor.config.json'), 'utf8'),
    ) as { appId: string };
    expect(synced.appId).toBe(config.appId);
  });

  it.each(generatedFiles)('commit %s as `cap sync` generates it now', (file) => {
    const committed = readFileSync(path.join(root, file), 'utf8');
    const generated = readFileSync(path.join(copy, file), 'utf8');
    expect(withoutClimb(generated)).toBe(withoutClimb(committed));
  });

  it('reference every Capacitor plugin in package.json, on both platforms', () => {
    expect(plugins.length).toBeGreaterThan(5);
    const settings = readFileSync(path.join(root, 'android/capacitor.settings.gradle'), 'utf8');
    const build = readFileSync(path.join(root, 'android/app/capacitor.build.gradle'), 'utf8');
    const podfile = readFileSync(path.join(root, 'ios/App/Podfile'), 'utf8');
    for (const name of plugins) {
      expect(settings, name).toContain(`include ':${gradleName(name)}'`);
      expect(settings, name).toContain(`node_modules/${name}/android`);
      expect(build, name).toContain(`implementation project(':${gradleName(name)}')`);
      expect(podfile, name).toContain(`:path => '../../node_modules/${name}'`);
    }
  });

  it('use the same Capacitor version for core, CLI, Android and iOS', () => {
    const core = dependencies['@capacitor/core'];
    expect(core).toMatch(/^7\./);
    expect(dependencies['@capacitor/android']).toBe(core);
    expect(dependencies['@capacitor/ios']).toBe(core);
    expect(packageJson.devDependencies['@capacitor/cli']).toBe(core);
  });

  it('start the app shell at the dashboard, not the website’s landing page', () => {
    expect(config.webDir).toBe('.native-build/build/client');
    expect(NATIVE_START_SCRIPT).toContain("history.replaceState(null,'','/dashboard')");
  });
});
