/**
 * The inline script every built page ends with (plugins/paint-first). It turns the low-priority script preloads of
 * plugins/paint-first/ssr-template.ts into scripts, in order, once the first contentful paint has happened. Each
 * script's `src` is the preload's `href` as written, which is how webpack's runtime spells a chunk's URL, so a chunk
 * the entry asks for before its own script has run is found, not loaded twice.
 *
 * A page that is not painted must still come alive: a hidden tab paints nothing until it is shown, so the scripts
 * run as soon as the page is or becomes hidden; browsers without paint timing wait one frame; and one second after
 * the load event the scripts run whether or not a paint was reported.
 *
 * A page may hold its scripts back further: a promise in `window[RUN_SCRIPTS_AFTER]`, set before this runs, delays
 * them until it settles, and the preloads are looked up then (the search page adds them only then; see
 * ../search/search-page-head-script.ts).
 */
export const RUN_SCRIPTS_AFTER = '__runScriptsAfter';

export const RUN_AFTER_FIRST_PAINT = `(function(){
var done=false;
function run(){if(done)return;done=true;var after=window.${RUN_SCRIPTS_AFTER};if(after&&after.then)after.then(start,start);else start()}
function start(){var links=document.querySelectorAll('link[rel=preload][as=script][fetchpriority=low]');
for(var i=0;i<links.length;i++){var s=document.createElement('script');s.src=links[i].getAttribute('href');s.async=false;document.head.appendChild(s)}}
function hidden(){if(document.visibilityState==='hidden')run()}
hidden();document.addEventListener('visibilitychange',hidden);
function afterLoad(){setTimeout(run,1000)}
if(document.readyState==='complete')afterLoad();else addEventListener('load',afterLoad);
var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];
if(types.indexOf('paint')<0)return requestAnimationFrame(function(){setTimeout(run)});
var observer=new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();run()}});
observer.observe({type:'paint',buffered:true})})()`;
