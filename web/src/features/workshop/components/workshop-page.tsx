import { useCallback, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { PAGES } from '../../../../../domain/routes.ts';
import { Page } from '../../../components/page.tsx';
import { PageTop } from '../../../components/page-top.tsx';
import { useMe, type Me } from '../../../lib/me.ts';
import { playSound } from '../../../lib/sound/sound.ts';
import { MonitorButton } from './monitor-button.tsx';
import { useMonitor, type MonitorView } from './use-monitor.ts';
import { DeskLamp, HangingToolsLeft, HangingToolsRight, ToolCaddy } from './workbench-art.tsx';
import './workshop.css';

/** One line under the monitor; it changes only at milestones so screen readers are not flooded. */
function statusOf(view: MonitorView): string {
  if (view.glitched) return 'GLITCH! You tickled the screen right out of its wits.';
  if (view.badges > 0) return view.holding ? `Level ${view.badges} of 5! Keep holding…` : `Level ${view.badges} of 5. Let go and it calms down.`;
  if (view.dot) return view.holding ? 'Green light! It’s giggling. Keep holding…' : 'Green light. It’s calming down.';
  if (view.holding) return 'It’s waking up… keep holding.';
  return view.charge >= 1 ? 'It’s calming down again.' : 'The monitor is dozing. Press and hold it.';
}

/** The workshop (`/workshop`): instructions up top, and the workbench footer with the monitor. */
export function WorkshopPage() {
  const { background, title } = PAGES.workshop;
  const me = useMe();
  const latestMe = useRef<Me | null>(me);
  latestMe.current = me;
  const statusId = useId();
  const tickledBefore = me?.values['monitor-tickle'] === 1;

  // The physics reports success once per visit; the save goes to the signed-in player only.
  const onSuccess = useCallback(() => {
    playSound('success');
    void latestMe.current?.save([
      { key: 'monitor-tickle', value: 1 },
      { key: 'tickle-monitor', value: 1 },
    ]);
  }, []);
  const { view, press, release } = useMonitor(onSuccess);
  const earned = tickledBefore || view.glitched;

  return (
    <Page background={background} title={title} className="workshop">
      <PageTop page="workshop" />
      <div className="page__body workshop__body">
        <ol className="workshop__steps card">
          <li><strong>Press and hold</strong> the monitor (or Space / Enter when it has focus).</li>
          <li>The <strong>power light turns green</strong>, then <strong>five stars</strong> light up.</li>
          <li>Keep holding until it <strong>glitches</strong>. Let go and it calms down.</li>
        </ol>
      </div>
      <section className="workbench" aria-label="Workbench">
        <div className="workbench__scene">
          <div className="workbench__wall">
            <HangingToolsLeft />
            <HangingToolsRight />
          </div>
          <div className="workbench__stage">
            <DeskLamp />
            <div className="workbench__monitor">
              <MonitorButton view={view} press={press} release={release} describedBy={statusId} />
            </div>
            <ToolCaddy />
          </div>
          <div className="workbench__top" />
        </div>
        <p id={statusId} className="workbench__status" role="status">
          {statusOf(view)}
        </p>
        {/* Below the monitor, its room kept from the start, so earning it never moves the monitor from
            under the player's finger (the page's foot is pinned to the bottom). */}
        <p
          className={`workshop__done${earned ? '' : ' workshop__done--waiting'}`}
          data-testid={earned ? 'screen-tickler' : undefined}
          aria-hidden={earned ? undefined : true}
        >
          <span className="workshop__done-badge" aria-hidden="true">★</span>
          <span>
            <strong>Screen Tickler!</strong> {view.glitched || !earned ? 'Saved to your progress.' : 'You have glitched this monitor before.'}{' '}
            {earned ? <Link to={PAGES.board.path}>See the board</Link> : <span>See the board</span>}
          </span>
        </p>
      </section>
    </Page>
  );
}
