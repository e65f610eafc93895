/* global document, localStorage */
// Applied before first paint so a remembered dark theme or language does not flash.
// A classic script file, not inline: the Content-Security-Policy allows no inline scripts.
// The direction mirrors src-shared/languages.ts languageDirection (no imports in a classic script).
try {
  if (localStorage.getItem('hk-theme') === 'dark') document.documentElement.classList.add('dark');
  var locale = localStorage.getItem('hk-locale');
  if (locale && /^[a-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(locale)) {
    document.documentElement.lang = locale;
    var rtl = /-rtl$/i.test(locale) || ['ar', 'he', 'fa', 'ur', 'ps', 'yi'].indexOf(locale.split('-')[0]) >= 0;
    document.documentElement.dir = rtl ? 'rtl' : 'ltr';
  }
} catch {
  // Storage blocked (private mode): defaults apply.
}
