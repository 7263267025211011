// Docusaurus 3.10.2's page template (@docusaurus/core/lib/ssg/ssgTemplate.html.js) with one change: instead of
// `<script defer>` tags, which may run before the first paint when they arrive early, the page's scripts are
// preloaded at the same low priority and inserted once the browser has painted the page (RUN_AFTER_FIRST_PAINT).
// Readers see the server-rendered page first and React hydrates it right after.

/**
 * Inserts the scripts, in order, once the first contentful paint has happened. A background tab paints nothing
 * until it is shown, so there they run at once; browsers without paint timing wait one frame.
 */
export const RUN_AFTER_FIRST_PAINT = `function(scripts){var done=false;function run(){if(done)return;done=true;scripts.forEach(function(src){var s=document.createElement("script");s.src=src;s.async=false;document.head.appendChild(s)})}if(document.visibilityState==="hidden")return run();var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];if(types.indexOf("paint")<0)return requestAnimationFrame(function(){setTimeout(run)});var observer=new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();run()}});observer.observe({type:"paint",buffered:true})}`;

export const ssrTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>">
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>(${RUN_AFTER_FIRST_PAINT})(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>)</script>
  </body>
</html>
`;
