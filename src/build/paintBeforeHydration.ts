/**
 * Gatsby ends each page with `<script src="/app-….js" async>` tags (webpack
 * runtime, framework, app). Async scripts run as soon as they arrive: from
 * the HTTP cache on a repeat visit, or on a fast connection, they run before
 * the browser has painted anything, and the page stays blank until
 * hydration is done (on a mid-range phone, a long task of 100 ms or more).
 *
 * This replaces those tags with one small inline script that adds the same
 * scripts once the first frame has been painted. Content shows first, then
 * the page hydrates; on a slow connection nothing changes, as the scripts
 * arrive after the first paint anyway. The inline script is the same on
 * every page of a build, and its CSP hash is written like the others.
 */
const ASYNC_SCRIPT = /<script src="(\/[^"<>]+\.js)" async(?:="")?><\/script>/g;

export function paintBeforeHydration(html: string): string {
  const sources = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) return html;
  const loader =
    `(function(s){var d=!1;function l(){if(d)return;d=!0;s.forEach(function(u){var e=document.createElement("script");e.src=u;document.body.appendChild(e)})}` +
    // After the next frame (requestAnimationFrame, then a task); a timer too, as hidden tabs get no frames.
    `requestAnimationFrame(function(){setTimeout(l,0)});setTimeout(l,500)})(${JSON.stringify(sources)})`;
  let first = true;
  return html.replace(ASYNC_SCRIPT, () => {
    if (!first) return '';
    first = false;
    return `<script id="paint-before-hydration">${loader}</script>`;
  });
}
