// Docusaurus 3.10.2's page template (@docusaurus/core/lib/ssg/ssgTemplate.html.js) with one change: each
// `<script src defer>` is a `<link rel=preload>` at the same low priority, which the script of
// src/hydration/run-after-first-paint.ts turns into scripts once the page is painted. Kept on few lines: the site
// config, this string included, is in every page's JS.
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>><head><meta charset="UTF-8"><meta name="generator" content="Docusaurus v<%= it.version %>">
<% it.metaAttributes.forEach((metaAttribute) => { %><%~ metaAttribute %><% }); %><%~ it.headTags %>
<% it.stylesheets.forEach((stylesheet) => { %><link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" /><% }); %>
<% it.scripts.forEach((script) => { %><link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>"><% }); %>
</head><body <%~ it.bodyAttributes %>><%~ it.preBodyTags %><div id="__docusaurus"><%~ it.appHtml %></div><%~ it.postBodyTags %></body></html>`;
