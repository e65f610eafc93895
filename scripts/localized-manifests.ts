import path from 'node:path';
import type { Plugin } from 'vite';
import type { ManifestOptions } from 'vite-plugin-pwa';
import { DEFAULT_LANGUAGE, LANGUAGES, languageDirection } from '../src-shared/languages';
import { APP_NAME, manifestHref } from '../src-shared/web-manifest';
import { readPo } from '../src-client/locales/read-po';

/** The app's name in a language, as its catalog translates the public header's name. */
export function appName(locale: string): string {
  const entry = readPo(path.resolve(import.meta.dirname, '../src-client/locales', locale, 'messages.po')).find((e) => e.id === APP_NAME);
  return entry?.text || APP_NAME;
}

/**
 * A web app manifest per language beside vite-plugin-pwa's English one: the plugin writes one
 * manifest only, and a manifest has one name, so the installed app (home screen, app switcher)
 * would read English for everyone. The copies differ only in name, lang and dir; the id
 * (start_url) stays one, so the app installed in any language is the same app.
 */
export function localizedManifests(manifest: Partial<ManifestOptions>): Plugin {
  return {
    name: 'localized-manifests',
    apply: 'build',
    generateBundle() {
      for (const locale of LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE)) {
        const name = appName(locale);
        const localized = { ...manifest, name, short_name: name, lang: locale, dir: languageDirection(locale) };
        this.emitFile({ type: 'asset', fileName: manifestHref(locale).slice(1), source: JSON.stringify(localized) });
      }
    },
  };
}
