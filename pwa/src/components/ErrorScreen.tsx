import { Link } from 'wouter';
import { pageTitle, useDocumentTitle } from './useDocumentTitle';

/**
 * The default screen of a failing route: 'Unexpected Application Error!' with the
 * status and text, or the error's message.
 */
export function ErrorScreen({ status, statusText, message }: { status?: number; statusText?: string; message?: string }) {
  const detail = status ? `${status} ${statusText ?? ''}`.trim() : (message ?? 'Unknown error');
  useDocumentTitle(pageTitle(status === 404 ? 'Page not found' : 'Error'));
  return (
    <section className="page error-screen" aria-labelledby="error-title">
      <div className="error-card">
        <p className="eyebrow">Something went wrong</p>
        <h1 id="error-title">Unexpected Application Error!</h1>
        <p className="error-detail">{detail}</p>
        <div className="actions">
          <Link href="/" className="button primary">
            Back to home
          </Link>
          <Link href="/gallery" className="button ghost">
            Open the gallery
          </Link>
        </div>
      </div>
    </section>
  );
}
