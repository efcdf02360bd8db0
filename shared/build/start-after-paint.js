// The shell's pages come whole in their HTML; the app's scripts only make them interactive. This
// script (deferred, a few hundred bytes) starts them once the browser has shown the page, so
// downloading and compiling React and hydrating the page never delay its first paint. The build
// lists the scripts, in order, in data-scripts, and what the app fetches first (remotes.json) in
// data-fetches: preloaded beside the scripts rather than before the paint, which they would only
// compete with.
(function () {
  var listed = function (name) {
    return (document.currentScript.getAttribute(name) || '').split(' ').filter(Boolean);
  };
  var sources = listed('data-scripts');
  var fetches = listed('data-fetches');
  var started = false;

  function start() {
    if (started) return;
    started = true;
    fetches.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.href = href;
      link.as = 'fetch';
      link.crossOrigin = 'anonymous';
      document.head.appendChild(link);
    });
    sources.forEach(function (source) {
      var script = document.createElement('script');
      script.src = source;
      script.async = false; // in the listed order, like deferred scripts
      document.head.appendChild(script);
    });
  }

  // A page opened in the background paints nothing until it is shown: nothing to wait for.
  if (document.visibilityState !== 'visible') return start();
  try {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing in this browser: the next frame is the first paint.
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  // Whatever happens to the paint, the page becomes interactive within a second of its HTML.
  setTimeout(start, 1000);
})();
