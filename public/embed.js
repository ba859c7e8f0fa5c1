/*
 * Marketing Calculators embed resizer. Add it once to a page that frames our
 * calculators (/embed/<slug>):
 *   <script src="https://<our site>/embed.js" async></script>
 * It fits each of our iframes to its calculator's height as results appear.
 * It listens only to messages from the origin it was served from, and only
 * resizes the iframe that sent them. Without it, an iframe keeps its own height.
 */
(function () {
  var script = document.currentScript;
  var origin = script && script.src ? new URL(script.src).origin : '';
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.origin !== origin || !data || data.type !== 'marketing-calculators:height') return;
    if (typeof data.height !== 'number' || !(data.height > 0) || data.height > 20000) return;
    var frames = document.getElementsByTagName('iframe');
    for (var i = 0; i < frames.length; i += 1) {
      if (frames[i].contentWindow === event.source) frames[i].style.height = Math.ceil(data.height) + 'px';
    }
  });
})();
