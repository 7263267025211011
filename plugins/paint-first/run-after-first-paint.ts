/**
 * The inline script every built page ends with (see ./index.ts). It turns the low-priority script preloads of
 * ./ssr-template.ts into scripts, in order, once the first contentful paint has happened. Each script's `src` is the
 * preload's `href` as written, which is how webpack's runtime spells a chunk's URL, so a chunk the entry asks for
 * before its own script has run is found, not loaded twice. A background tab paints nothing until it is shown, so
 * there they run at once; browsers without paint timing wait one frame.
 */
export const RUN_AFTER_FIRST_PAINT = `(function(){
var links=document.querySelectorAll('link[rel=preload][as=script][fetchpriority=low]'),done=false;
function run(){if(done)return;done=true;for(var i=0;i<links.length;i++){var s=document.createElement('script');s.src=links[i].getAttribute('href');s.async=false;document.head.appendChild(s)}}
if(document.visibilityState==='hidden')return run();
var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];
if(types.indexOf('paint')<0)return requestAnimationFrame(function(){setTimeout(run)});
var observer=new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();run()}});
observer.observe({type:'paint',buffered:true})})()`;
