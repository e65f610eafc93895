/* global document, localStorage */
// Applied before first paint so a remembered dark theme or language does not flash.
// A classic script file, not inline: the Content-Security-Policy allows no inline scripts.
try {
  if (localStorage.getItem('hk-theme') === 'dark') document.documentElement.classList.add('dark');
  if (localStorage.getItem('hk-locale') === 'es') document.documentElement.lang = 'es';
} catch {
  // Storage blocked (private mode): defaults apply.
}
