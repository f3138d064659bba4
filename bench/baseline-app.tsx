/**
 * The Lighthouse rows' same-run baseline (bench/lighthouse-baseline.ts): React 19 drawing one small
 * page, the least any page of this stack pays on this machine. Nothing of the app is in it.
 */
import { createRoot } from 'react-dom/client';

function Baseline() {
  return (
    <main>
      <h1>Sapphire Town baseline</h1>
      <p>React draws this page and nothing else: the floor beneath every page the bench measures.</p>
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<Baseline />);
