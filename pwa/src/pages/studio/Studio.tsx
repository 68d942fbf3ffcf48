import { Suspense } from 'react';
import { Link } from 'wouter';
import { PageSpinner } from '../../components/Spinner';
import { STUDIO_VIEWS, studioPath, viewBySlug } from './views';
import { RouteError } from '../../routing';

/** The signed-in Studio: the dashboard of tool cards at /apps, a tool's view at /apps/<tool>. */
export function Studio({ slug }: { slug: string | null }) {
  if (slug === null) {
    return (
      <section className="page studio">
        <h1>AI Studio</h1>
        <ul>
          {STUDIO_VIEWS.map((entry) => (
            <li key={entry.slug}>
              <Link href={studioPath(entry.slug)}>{entry.slug}</Link>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  const entry = viewBySlug(slug);
  if (!entry) throw new RouteError(404, 'Not Found');
  const View = entry.view;
  return (
    <section className="page studio">
      <Link href="/apps" className="button ghost small">
        Back to Dashboard
      </Link>
      <Suspense fallback={<PageSpinner label="Loading the tool" />}>
        <View />
      </Suspense>
    </section>
  );
}
