// The API reference's small script (served as /api/docs/docs.js): a filter box, open/close all, and
// opening the route a link points at. The page reads fine without it.
const filter = document.getElementById('filter');
const ops = [...document.querySelectorAll('details.op')];
const sections = [...document.querySelectorAll('section.tag')];
const noMatch = document.getElementById('no-match');

document.querySelector('label.filter').hidden = false;
document.querySelector('.toggles').hidden = false;

filter.addEventListener('input', () => {
  const words = filter.value.trim().toLowerCase().split(/\s+/).filter(Boolean);
  let shown = 0;
  for (const op of ops) {
    const hit = words.every((w) => op.dataset.search.includes(w));
    op.hidden = !hit;
    if (hit) shown += 1;
  }
  for (const section of sections) section.hidden = section.id === 'schemas' ? words.length > 0 : !section.querySelector('details.op:not([hidden])');
  for (const link of document.querySelectorAll('nav.index a')) {
    const target = document.getElementById(link.getAttribute('href').slice(1));
    link.parentElement.hidden = Boolean(target?.hidden);
  }
  noMatch.hidden = shown > 0;
});

const setAll = (open) => {
  for (const op of ops) op.open = open;
};
document.getElementById('open-all').addEventListener('click', () => setAll(true));
document.getElementById('close-all').addEventListener('click', () => setAll(false));

function openTarget() {
  const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
  if (target instanceof HTMLDetailsElement) target.open = true;
}
addEventListener('hashchange', openTarget);
openTarget();
