// Runs as a classic script in <head>, before the body is parsed, so the saved theme is painted on the very
// first frame. It mirrors applyThemeSettings in src/theme/applySettings.ts; a unit test keeps the lists in step.
(() => {
  var presets = ['tessera', 'ocean', 'indigo', 'violet', 'rose', 'amber', 'forest', 'slate', 'crimson'];
  var root = document.documentElement;
  var saved = {};
  try {
    saved = JSON.parse(localStorage.getItem('tessera.theme') || '{}') || {};
  } catch (_) {
    saved = {};
  }
  var preset = presets.indexOf(saved.preset) >= 0 ? saved.preset : 'tessera';
  var mode = saved.mode === 'dark' ? 'dark' : 'light';
  root.classList.add(`tsr-theme-${preset}-${mode}`);
  root.dir = saved.direction === 'rtl' ? 'rtl' : 'ltr';
  root.style.colorScheme = mode;
  root.dataset.preset = preset;
  root.dataset.mode = mode;
  var attrs = {
    sidebar: saved.sidebarStyle,
    layout: saved.layout,
    header: saved.headerPosition,
    sidebarPosition: saved.sidebarPosition,
    container: saved.container,
    font: saved.font,
  };
  for (var key in attrs) {
    if (typeof attrs[key] === 'string' && /^[a-z-]+$/.test(attrs[key])) root.dataset[key] = attrs[key];
  }
  var colors = saved.colors && typeof saved.colors === 'object' ? saved.colors : {};
  for (var slot in colors) {
    if (/^[a-zA-Z]+$/.test(slot) && /^#[0-9a-fA-F]{6}$/.test(colors[slot])) {
      root.style.setProperty(
        `--tsr-color-${slot.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
        colors[slot],
      );
    }
  }
})();
