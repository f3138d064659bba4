import { useId } from 'react';
import { PAGES } from '../../../../../domain/routes.ts';
import { Page } from '../../../components/page.tsx';
import { MascotFooter } from './mascot-footer.tsx';
import { MilkChugTv } from './milk-chug-tv.tsx';
import { NewsCards } from './news-cards.tsx';
import { DairySign } from './content-hall-art.tsx';
import './places.css';

/** The content hall (`/the-milk-chug`, `/milk-chug`): Milk Chug TV, the news, Chugs and Jo. */
export function ContentHallPage() {
  const { background, title } = PAGES.content;
  const newsId = useId();
  return (
    <Page background={background} title={title} className="places content-hall">
      <header className="page__header">
        <DairySign />
        <h1 className="page__title">{title}</h1>
        <p className="page__lead">The town’s milk bar and newsroom: fresh stories, and cartoons on the telly.</p>
      </header>
      <div className="page__body content-hall__body">
        <MilkChugTv />
        <section className="content-hall__news" aria-labelledby={newsId}>
          <h2 id={newsId} className="places__section-title">News</h2>
          <NewsCards headingId={newsId} />
        </section>
      </div>
      <MascotFooter mascots={['chugs', 'jo']} label="Chugs and Jo" />
    </Page>
  );
}
