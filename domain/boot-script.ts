import { PAGES, TOPPED_SPLASH_PAGES } from './routes.ts';

/**
 * The pages with no menu and no player's data (the link popup, `/signin/*`, `/fishing/*`, `/error`,
 * `/pack/success`: BareLayout in web/src/app/router.tsx) ask for nothing early: nobody would read it, and
 * the bootstrap among those answers reads the wallet's holdings on the chain.
 */
export const BARE_PAGES = /^\/(signin|fishing|error|pack)(\/|$)/;

/**
 * The pages whose HTML draws a visitor something else than a returning player (scripts/first-paint.tsx):
 * `/`'s login screen, and the plain splash in place of a topped page's (TOPPED_SPLASH_PAGES) or `/journeys`' trail. Only they
 * mark a visitor: the service worker's offline shell is `/`'s HTML, which must not show a visitor the
 * login screen on a public page such as `/board`.
 */
export const VISITOR_SCREENS = new RegExp(`^/(?:(?:${[...TOPPED_SPLASH_PAGES, 'journeys' as const].map((key) => PAGES[key].path.slice(1)).join('|')})/?)?$`);

/**
 * The shell's one inline script (issue 18): it starts the app's script. A visitor's page paints from
 * the HTML alone (the splash, a first screen, a player's picture), so the app's script is asked for
 * only once that has painted: before, its 120 KB shared the line with the stylesheet, the typeface and
 * the picture, and the largest paint waited for them all. "Painted" is the browser's own word for it:
 * its first-contentful-paint entry (a frame after the paint itself, where there is no paint timing).
 * A returning player (a session in storage) sees the profile's splash until the app has run, so their
 * script is asked for at once. The answers their page starts from (`window.stEarly`: the profile, the
 * avatars' bootstrap and tokens, and on `/journeys` the journeys and the cool score; each taken by the
 * app's first ask for it, web/src/lib/early-answers.ts) are asked for once the page has painted (a
 * bag's bootstrap can be large, and the stylesheet and typeface come first), one per task, or all that
 * are left when the app asks first: still long before the app's script has downloaded and run. Under
 * DevTools each request a script makes costs 2-9 ms, and asked for together they were a task of 8-15
 * ms, on either side of the 10 ms under which Lighthouse's slowed pass leaves a task out (decision 0040);
 * a returning player's stylesheet links go one per task for the same reason. Bare pages ask for none
 * (`BARE_PAGES`). A visitor's page is marked (`data-first-screen="visitor"` on the root element) where
 * the HTML has a visitor's screen (`VISITOR_SCREENS`), so it shows them what the app will: on `/` the
 * login screen rather than the splash, on a topped page the plain splash (scripts/first-paint.tsx); a tap on `/`'s
 * buttons before the app has drawn them is kept (`window.stFirstAction`) for the app. A hidden tab's
 * script is asked for at once too, as it paints nothing until it is shown. Whatever happens, the script
 * is asked for within 3 s: a page that never reports a paint still starts.
 * The page's own scripts (the element's `data-preload`, set by the server: server/src/spa/page-preloads.ts)
 * are asked for as modulepreloads once the page has painted, after the app's script, not from the head:
 * the page would otherwise fetch them beside its stylesheet, typeface and pictures, before they are of
 * any use. A returning player's too: on a slow line they still come long before the app's script, and
 * on Lighthouse's fast one, asked for at once, they ended before its paint, which a module's request
 * then holds in its simulation (decision 0037, addendum). They are asked for one per task: the eleven
 * requests of a visitor's `/` were one 9 ms task on a quiet machine, sixteen times that on a low-end
 * phone (Lighthouse's slowed pass); a hidden tab, whose timers the browser slows to one a second, asks
 * for them at once. A visitor's (no session in storage) also asks for the element's
 * `data-visitor-preload`: the sign-in screens' scripts on the town's pages, which a returning player's
 * main script goes without. So is the second part of the app's stylesheet (`data-styles`, a few files
 * apart by spaces: scripts/shell-styles.ts), each as `<link class="late-styles" media="print">` in
 * order, which holds no paint; the app turns them on before its first render (web/src/lib/late-styles.ts). An app that runs before the paint has been reported (its
 * script from the cache) asks for both itself (`window.stRest`). The stylesheet is put just after the
 * head, not into it: asked for while the parser is still in the head, a link appended to the head came
 * before the first part's, which the parser adds later, and every first-part rule a second-part rule
 * overrides at the same specificity won (the town page was a menu's height taller than the window).
 * After the head it comes after them all.
 * The code is the same in every build (the script's address is the element's `data-src`), so the
 * server's Content-Security-Policy allows exactly it by its hash (server/src/http/security-headers.ts).
 */
export const BOOT_SCRIPT =
  '(function(){var d=document,t=d.currentScript,s=d.createElement("script"),done=0,styled=0,linked=0,now=0,P=window.PerformanceObserver,o,more;' +
  'function styles(all){var k,a,i=0;if(!styled){styled=1;k=(t.getAttribute("data-styles")||"").split(" ");a=d.head;' +
  'more=function(w){var c;while(i<k.length)if(k[i++]){c=d.createElement("link");c.rel="stylesheet";c.media="print";c.crossOrigin="anonymous";c.className="late-styles";c.href=k[i-1];d.documentElement.insertBefore(c,a.nextSibling);a=c;' +
  'if(!w&&!d.hidden&&i<k.length)return setTimeout(function(){more()},0)}}}more(all)}' +
  'function script(){if(!done){done=1;d.head.appendChild(s)}}' +
  'function preloads(){var l=(t.getAttribute("data-preload")||"")+(now?"":" "+(t.getAttribute("data-visitor-preload")||"")),i=0,k;if(linked)return;linked=1;l=l.split(" ");' +
  '(function next(){while(i<l.length)if(k=l[i++]){var m=d.createElement("link");m.rel="modulepreload";m.href=k;d.head.appendChild(m);if(!d.hidden)return setTimeout(next,0)}})()}' +
  'function rest(){styles();preloads()}' +
  'function go(){styles(1);script();preloads()}' +
  'window.stRest=function(){styles(1);preloads()};' +
  'function painted(f){if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)' +
  'new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)setTimeout(f,0)}).observe({type:"paint",buffered:true});' +
  'else requestAnimationFrame(function(){setTimeout(f,0)});' +
  'setTimeout(f,3000)}' +
  's.type="module";s.crossOrigin="anonymous";s.fetchPriority="low";s.src=t.getAttribute("data-src");' +
  'try{var e=JSON.parse(localStorage.getItem("session")),v=e&&e.value,p;now=!!e;' +
  'if(v&&typeof v.token=="string"&&typeof v.address=="string"&&e.expiry>Date.now()&&!' + BARE_PAGES + '.test(location.pathname)){' +
  'p=["/api/profile?address="+encodeURIComponent(v.address),"/api/profile/bootstrap","/api/profile/token"];' +
  'if(location.pathname=="/journeys")p.push("/api/journeys","/api/profile/coolscore");' +
  'var j=0,one=function(){var k=p[j++];o.answers[k]=fetch(k,{headers:{authorization:"Bearer "+v.token}})};' +
  'o=window.stEarly={token:v.token,answers:{},ask:function(){while(j<p.length)one()}};' +
  'painted(function drip(){if(j<p.length){one();if(j<p.length)d.hidden?drip():setTimeout(drip,0)}})}}catch(x){}' +
  'if(!now&&' + VISITOR_SCREENS + '.test(location.pathname)){d.documentElement.setAttribute("data-first-screen","visitor");' +
  'if(location.pathname=="/")d.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("[data-first-action]");' +
  'if(b)window.stFirstAction=b.getAttribute("data-first-action")})}' +
  'if(d.hidden)return go();' +
  'if(now){script();return painted(rest)}' +
  'd.addEventListener("visibilitychange",go);' +
  'painted(go)})()';

/**
 * The inline `<script>` that starts the app's script at `src`, and with `styles` the second part of its
 * stylesheet (absolute paths under /assets/, one or more apart by single spaces).
 */
export function bootScriptTag(src: string, styles?: string): string {
  if (!/^\/assets\/[\w.-]+\.js$/.test(src)) throw new Error(`not an app script address: ${src}`);
  if (styles !== undefined && !/^\/assets\/[\w.-]+\.css(?: \/assets\/[\w.-]+\.css)*$/.test(styles)) throw new Error(`not an app stylesheet address: ${styles}`);
  return `<script data-src="${src}"${styles === undefined ? '' : ` data-styles="${styles}"`}>${BOOT_SCRIPT}</script>`;
}
