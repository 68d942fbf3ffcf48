import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import {
  BASIC_PROMPT_MAX,
  COPIED_LABEL_MS,
  enhance,
  type EnhancedPrompt,
  MAGIC_PROMPTER_EXAMPLE,
  MAGIC_PROMPTER_TIPS,
  regenerate,
  TERM_CATEGORIES,
  type TermCategory,
} from '../../../api/contract/magic-prompter';
import { FormAlert } from '../components/FormAlert';
import type { PromptNavState } from '../routing';

const CATEGORY_NAMES: Record<string, string> = Object.fromEntries(TERM_CATEGORIES.map((category) => [category.id, category.name]));
const COPY_FAILED = 'Your browser did not allow copying. Select the text above and copy it yourself.';
const EXAMPLE_ADDED = MAGIC_PROMPTER_EXAMPLE.after.slice(MAGIC_PROMPTER_EXAMPLE.before.length + 2).split(', ');

/** Puts text on the clipboard; where the Clipboard API is missing, copies the selected field instead. */
async function copyText(text: string, field: HTMLTextAreaElement | null): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  if (!field) throw new Error('Nothing to copy from');
  field.select();
  if (!document.execCommand('copy')) throw new Error('Copy was refused');
}

function SparkIcon({ size = 18 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path
        d="M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8zM18.5 15l.9 2.1 2.1.9-2.1.9-.9 2.1-.9-2.1-2.1-.9 2.1-.9zM5.5 15.5l.6 1.4 1.4.6-1.4.6-.6 1.4-.6-1.4-1.4-.6 1.4-.6z"
        fill="currentColor"
      />
    </svg>
  );
}

/** How many terms a category card shows before 'Show all'. */
const PREVIEW_TERMS = 6;

function CategoryCard({ category }: { category: TermCategory }) {
  const [open, setOpen] = useState(false);
  const listId = `terms-${category.id}`;
  const shown = open ? category.terms : category.terms.slice(0, PREVIEW_TERMS);
  return (
    <article className={`card category-card category-${category.id}`}>
      <div className="category-head">
        <h3>{category.name}</h3>
        <span className="category-count">{category.terms.length} terms</span>
      </div>
      <p>{category.description}</p>
      <ul id={listId} className="term-chips" aria-label={`${category.name} terms`}>
        {shown.map((term) => (
          <li key={term} className="term-chip">
            {term}
          </li>
        ))}
      </ul>
      {category.terms.length > PREVIEW_TERMS && (
        <button
          type="button"
          className="link-button small category-toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Show fewer' : `Show all ${category.terms.length}`}
        </button>
      )}
    </article>
  );
}

/** Magic Prompter (/magic-prompter): pure client code, so it works with no network. */
export default function MagicPrompter() {
  const [basic, setBasic] = useState('');
  const [result, setResult] = useState<EnhancedPrompt | null>(null);
  /** The enhanced prompt as shown; the visitor may edit it before copying. */
  const [output, setOutput] = useState('');
  const [copied, setCopied] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const copiedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const outputField = useRef<HTMLTextAreaElement>(null);
  const outputCard = useRef<HTMLElement>(null);
  const blank = basic.trim() === '';

  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  // On a phone the result is below the form: bring it into view when a roll lands.
  useEffect(() => {
    if (result) outputCard.current?.scrollIntoView({ block: 'nearest' });
  }, [result]);

  function show(next: EnhancedPrompt, message: string) {
    setResult(next);
    setOutput(next.text);
    setCopied(false);
    setCopyFailed(false);
    clearTimeout(copiedTimer.current);
    setAnnouncement(message);
  }

  function enhanceNow(event?: FormEvent) {
    event?.preventDefault();
    if (blank) return;
    show(enhance(basic), 'Enhanced prompt ready');
  }

  function regenerateNow() {
    if (!result) return;
    show(regenerate(blank ? result.basic : basic, output), 'New enhanced prompt ready');
  }

  async function copy() {
    try {
      await copyText(output, outputField.current);
      setCopyFailed(false);
      setCopied(true);
      setAnnouncement('Copied!');
      clearTimeout(copiedTimer.current);
      copiedTimer.current = setTimeout(() => {
        setCopied(false);
        setAnnouncement('');
      }, COPIED_LABEL_MS);
    } catch {
      setCopied(false);
      setCopyFailed(true);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter enhances; Shift+Enter is a new line; Enter that confirms an IME composition is left alone.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    enhanceNow();
  }

  return (
    <section className="page tool-page prompter-page">
      <header className="tool-header">
        <div className="tool-heading">
          <p className="eyebrow">Free · works offline</p>
          <h1>
            Magic <span className="gradient-text">Prompter</span>
          </h1>
          <p className="lead">
            Turn a short idea into a rich, detailed prompt in one click: quality, lighting, style and mood, added for you.
          </p>
        </div>
        <div className="tool-meta">
          <span className="cost-badge free">FREE</span>
          <span className="tool-model">Runs in your browser</span>
        </div>
      </header>

      <div className="tool-layout prompter-layout">
        <form className="card tool-form" aria-label="Basic prompt" onSubmit={enhanceNow}>
          <div className="field">
            <div className="field-label-row">
              <label htmlFor="prompter-basic">Your basic prompt</label>
              <span className="char-count" aria-hidden="true">
                {basic.length} / {BASIC_PROMPT_MAX}
              </span>
            </div>
            <textarea
              id="prompter-basic"
              value={basic}
              rows={5}
              maxLength={BASIC_PROMPT_MAX}
              placeholder="e.g. a woman in a red dress on a balcony at night"
              aria-describedby="prompter-basic-hint"
              onChange={(event) => setBasic(event.target.value)}
              onKeyDown={onKeyDown}
            />
            <p id="prompter-basic-hint" className="field-hint prompter-hint">
              Press <kbd>Enter</kbd> to enhance, <kbd>Shift</kbd> + <kbd>Enter</kbd> for a new line.
            </p>
          </div>
          <button type="submit" className="button primary large block" disabled={blank}>
            <SparkIcon />
            Enhance
          </button>
        </form>

        <section ref={outputCard} className="card prompter-output" aria-labelledby="prompter-output-title">
          <div className="output-head">
            <h2 id="prompter-output-title">Enhanced prompt</h2>
            {result && <span className="pill">+{result.added.length} terms</span>}
          </div>

          {result ? (
            <>
              <div className="field">
                <label htmlFor="prompter-output" className="sr-only">
                  Enhanced prompt
                </label>
                <textarea
                  id="prompter-output"
                  ref={outputField}
                  className="prompter-result"
                  value={output}
                  rows={6}
                  onChange={(event) => {
                    setOutput(event.target.value);
                    setCopied(false);
                  }}
                />
              </div>
              <div className="prompter-added">
                <span className="prompter-added-label">Added this roll</span>
                <ul className="term-chips" aria-label="Terms added this roll">
                  {result.added.map((item) => (
                    <li key={item.term} className="term-chip added">
                      {item.term}
                      <span className="term-chip-category">{CATEGORY_NAMES[item.category]}</span>
                    </li>
                  ))}
                </ul>
              </div>
              <div className="output-actions prompter-actions">
                <button type="button" className="button ghost" onClick={regenerateNow}>
                  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                    <path
                      d="M13 8a5 5 0 11-1.5-3.5M13 2.5V5h-2.5"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.7"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                  Regenerate
                </button>
                <button
                  type="button"
                  className={`button primary copy-button${copied ? ' copied' : ''}`}
                  onClick={copy}
                  disabled={output.trim() === ''}
                >
                  {copied ? (
                    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                      <path
                        d="M3.5 8.5l3 3 6-7"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="1.9"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                  ) : (
                    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                      <path
                        d="M5.5 5.5V3h7.5v7.5h-2.5M3 5.5h7.5V13H3z"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="1.6"
                        strokeLinejoin="round"
                      />
                    </svg>
                  )}
                  {copied ? 'Copied!' : 'Copy'}
                </button>
                <Link href="/free-txt2img" state={{ prompt: output } satisfies PromptNavState} className="button ghost">
                  Open FREE FLUX
                </Link>
              </div>
              <FormAlert alert={copyFailed ? { kind: 'error', message: COPY_FAILED } : null} />
            </>
          ) : (
            <div className="prompter-empty">
              <span className="prompter-empty-icon">
                <SparkIcon size={26} />
              </span>
              <p className="prompter-empty-title">Your enhanced prompt appears here</p>
              <p className="muted small">Type a short idea and press Enhance. Each roll adds 3 or 4 new terms.</p>
            </div>
          )}
          <p className="sr-only" role="status" aria-live="polite">
            {announcement}
          </p>
        </section>
      </div>

      <section className="prompter-section" aria-labelledby="prompter-example-title">
        <h2 id="prompter-example-title">Before and after</h2>
        <div className="example-compare">
          <figure className="card example-side">
            <figcaption className="example-label">Before</figcaption>
            <blockquote>{MAGIC_PROMPTER_EXAMPLE.before}</blockquote>
          </figure>
          <span className="example-arrow" aria-hidden="true">
            <SparkIcon size={20} />
          </span>
          <figure className="card example-side after">
            <figcaption className="example-label">After</figcaption>
            <blockquote>
              {MAGIC_PROMPTER_EXAMPLE.before}
              {EXAMPLE_ADDED.map((term) => (
                <span key={term}>
                  , <mark>{term}</mark>
                </span>
              ))}
            </blockquote>
          </figure>
        </div>
      </section>

      <section className="prompter-section" aria-labelledby="prompter-categories-title">
        <h2 id="prompter-categories-title">What it adds</h2>
        <p className="muted prompter-section-lead">
          Each roll draws its terms from different lists, so a prompt gains polish, light, style and mood at once. Every list is written for
          adult subjects only.
        </p>
        <div className="category-grid">
          {TERM_CATEGORIES.map((category) => (
            <CategoryCard key={category.id} category={category} />
          ))}
        </div>
      </section>

      <section className="prompter-section prompter-tips" aria-labelledby="prompter-tips-title">
        <div className="prompter-tips-intro">
          <h2 id="prompter-tips-title">Pro tips</h2>
          <p className="muted">A few habits that make every prompt better, enhanced or not.</p>
          <Link href="/free-txt2img" className="button primary">
            Try it in FREE FLUX
          </Link>
        </div>
        <ol className="card tip-list">
          {MAGIC_PROMPTER_TIPS.map((tip) => (
            <li key={tip} className="tip">
              {tip}
            </li>
          ))}
        </ol>
      </section>
    </section>
  );
}
