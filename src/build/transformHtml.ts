/**
 * The one pass over Gatsby's finished HTML (onPostBuild, before the CSP
 * hashes are taken). Two edits Gatsby offers no API for, each measured or
 * required (README, "What keeps the JavaScript small"):
 *
 * 1. No style attributes. Gatsby renders <div id="gatsby-focus-wrapper"
 *    style="outline:none"> and a route announcer with a style attribute. The
 *    CSP's style-src has no 'unsafe-inline', so the browser would block them
 *    and report a violation; GlobalStyles carries the same rules instead.
 * 2. Paint before hydration. Gatsby ends each page with `<script src async>`
 *    tags (webpack runtime, framework, app), rendered in a slice that
 *    onPreRenderHTML cannot reach. Async scripts run as soon as they arrive:
 *    from the HTTP cache or on a fast connection, before the browser has
 *    painted anything, so the page stays blank until React has hydrated.
 *    One small inline loader adds the same scripts once the first frame is
 *    painted (after requestAnimationFrame, with a timer as hidden tabs get no
 *    frames). It is the same on every page; its CSP hash is written like the
 *    others.
 */
const STYLED_IDS = ['gatsby-focus-wrapper', 'gatsby-announcer'];
const ASYNC_SCRIPT = /<script src="(\/[^"<>]+\.js)" async(?:="")?><\/script>/g;

export function stripGatsbyStyleAttributes(html: string): string {
  return html.replace(/<div\b[^>]*>/g, (tag) =>
    STYLED_IDS.some((id) => tag.includes(` id="${id}"`)) ? tag.replace(/\sstyle="[^"]*"/, '') : tag,
  );
}

export function paintBeforeHydration(html: string): string {
  const sources = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) return html;
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
