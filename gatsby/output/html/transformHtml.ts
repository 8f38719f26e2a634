/**
 * The one pass over Gatsby's finished HTML (in onPostBuild, before the CSP hashes) makes two edits Gatsby has no API
 * for (docs/performance.md). It removes the style attributes of Gatsby's focus wrapper and announcer, which the CSP
 * would block (GlobalStyles has their rules). It also replaces the closing `<script src async>` tags, which
 * onPreRenderHTML cannot reach and which can run before first paint and blank the page until hydration, with a loader
 * that adds them after the first frame (requestAnimationFrame plus a timer, since hidden tabs get no frames).
 */
const STYLED_IDS = ['gatsby-focus-wrapper', 'gatsby-announcer'];
const ASYNC_SCRIPT = /<script src="(\/[^"<>]+\.js)" async(?:="")?><\/script>/g;

function stripGatsbyStyleAttributes(html: string): string {
  return html.replace(/<div\b[^>]*>/g, (tag) =>
    STYLED_IDS.some((id) => tag.includes(` id="${id}"`)) ? tag.replace(/\sstyle="[^"]*"/, '') : tag,
  );
}

function paintBeforeHydration(html: string): string {
  const tags = [...html.matchAll(ASYNC_SCRIPT)];
  const sources = tags.map((match) => match[1]);
  // A page kept from the last build already has its loader; a page with neither means Gatsby changed its tags.
  if (sources.length === 0 && html.includes('<script id="paint-before-hydration">')) return html;
  if (sources.length === 0)
    throw new Error("gatsby/output/html/transformHtml.ts: no `<script src async>` of Gatsby's in a page");
  const loader =
    `(function(s){var d=!1;function l(){if(d)return;d=!0;s.forEach(function(u){var e=document.createElement("script");e.src=u;document.body.appendChild(e)})}` +
    `requestAnimationFrame(function(){setTimeout(l,0)});setTimeout(l,500)})(${JSON.stringify(sources)})`;
  // The loader takes the first tag's place, and the other tags go.
  return html
    .replace(tags[0][0], () => `<script id="paint-before-hydration">${loader}</script>`)
    .replace(ASYNC_SCRIPT, '');
}

export function transformHtml(html: string): string {
  return paintBeforeHydration(stripGatsbyStyleAttributes(html));
}
