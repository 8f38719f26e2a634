/**
 * The one pass over Gatsby's finished HTML (onPostBuild, before the CSP hashes), for two edits Gatsby has no API for
 * (docs/performance.md): no style attributes on its focus wrapper and announcer, which the CSP would block
 * (GlobalStyles has the rules); and its closing `<script src async>` tags (out of onPreRenderHTML's reach), which can
 * run before the first paint and leave the page blank until hydration, added by a loader after the first frame
 * (requestAnimationFrame, plus a timer: hidden tabs get no frames).
 */
const STYLED_IDS = ['gatsby-focus-wrapper', 'gatsby-announcer'];
const ASYNC_SCRIPT = /<script src="(\/[^"<>]+\.js)" async(?:="")?><\/script>/g;

function stripGatsbyStyleAttributes(html: string): string {
  return html.replace(/<div\b[^>]*>/g, (tag) =>
    STYLED_IDS.some((id) => tag.includes(` id="${id}"`)) ? tag.replace(/\sstyle="[^"]*"/, '') : tag,
  );
}

function paintBeforeHydration(html: string): string {
  const sources = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1]);
  // A page Gatsby kept from the last build has its loader already; one with neither means Gatsby changed its tags.
  if (sources.length === 0 && html.includes('<script id="paint-before-hydration">')) return html;
  if (sources.length === 0)
    throw new Error("gatsby/output/html/transformHtml.ts: no `<script src async>` of Gatsby's in a page");
  const loader =
    `(function(s){var d=!1;function l(){if(d)return;d=!0;s.forEach(function(u){var e=document.createElement("script");e.src=u;document.body.appendChild(e)})}` +
    `requestAnimationFrame(function(){setTimeout(l,0)});setTimeout(l,500)})(${JSON.stringify(sources)})`;
  let first = true;
  return html.replace(ASYNC_SCRIPT, () => {
    if (!first) return '';
    first = false;
    return `<script id="paint-before-hydration">${loader}</script>`;
  });
}

export function transformHtml(html: string): string {
  return paintBeforeHydration(stripGatsbyStyleAttributes(html));
}
