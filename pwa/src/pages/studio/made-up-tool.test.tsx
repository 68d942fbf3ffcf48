import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { copyWithMadeUpTool, type ToolCopy } from '../../../../api/test/made-up-tool';
import type * as Generation from '../../../../api/contract/generation';
import { fakeApi, json, type SentRequest } from '../../../test/fake-api';
import type * as StudioModule from './Studio';

/**
 * Adding a tool touches its contract entry, its provider task, its view and one migration: in a copy
 * of the code with a made-up tool added in exactly those places (api/test/made-up-tool.ts), the
 * Studio's dashboard shows its card with its cost, /apps/postcard opens its view in the Studio's page,
 * and Generate sends its job and shows the result. The server is the fake of test/fake-api.ts; the
 * API half of the same tool is proved in api/generation/made-up-tool.test.ts.
 */

const JOB = '0f3c2b1a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const USER = { id: '7e1d0c2b-3a4f-4e5d-8c6b-7a8f9e0d1c2b', email: 'member@example.com', role: 'member', emailConfirmed: true };
const IMAGE = 'https://storage.example.test/postcard.png';

let copy: ToolCopy;
let root: Root;
let host: HTMLDivElement;

beforeAll(async () => {
  copy = await copyWithMadeUpTool();
}, 60_000);
afterAll(async () => {
  await copy?.remove();
});
afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
});

const from = (file: string) => `${copy.root}/${file}`;
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 30)));
async function until<T>(find: () => T | null | undefined): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const found = find();
    if (found) return found;
    await settle();
  }
  throw new Error(`not found in: ${host.innerHTML.slice(0, 2000)}`);
}

/** The server: the copy's catalog, a balance of 500, no jobs yet, then the postcard job, which succeeds. */
async function server(): Promise<SentRequest[]> {
  const contract = (await import(from('api/contract/generation.ts'))) as typeof Generation;
  const job = {
    id: JOB,
    tool: 'postcard',
    status: 'queued',
    progress: 0,
    cost: 2,
    refunded: 0,
    provider: 'demo',
    providerLabel: 'Demo renderer (not AI)',
    prompt: 'A harbour at dawn',
    params: { prompt: 'A harbour at dawn' },
    error: null,
    outputs: [],
    inputUrl: null,
    createdAt: '2026-11-29T10:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    expiresAt: null,
  };
  const output = {
    kind: 'image',
    url: IMAGE,
    contentType: 'image/png',
    width: 1216,
    height: 832,
    label: null,
    thumbUrl: null,
    itemId: null,
    saved: false,
  };
  const events = [
    { kind: 'status', status: 'running' },
    { kind: 'result', outputs: [output] },
    { kind: 'status', status: 'succeeded' },
  ];
  return fakeApi((request) => {
    if (request.path === '/api/v1/catalog')
      return json({
        tokenPackage: { id: 'tokens-500', tokens: 500, priceCents: 500, currency: 'USD', label: '500 tokens' },
        signupGrantTokens: 500,
        tokensPerGeneration: 1,
        tools: contract.TOOLS,
        pausedTools: [],
        sponsorUrl: 'https://sponsor.example.test',
        contactEmail: 'contact@example.test',
        consent: { text: contract.CONSENT_TEXT, version: contract.CONSENT_VERSION },
      });
    if (request.path.startsWith('/api/v1/tokens/balance')) return json({ tokens: 500 });
    if (request.path.startsWith('/api/v1/settings')) return json({ maintenance: {} });
    if (request.method === 'POST' && request.path === '/api/v1/generations') return json({ ...job }, 202);
    if (request.path === `/api/v1/generations/${JOB}/events`)
      return new Response(
        events.map((event, index) => `id: ${index + 1}\nevent: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`).join(''),
        {
          status: 200,
          headers: { 'Content-Type': 'text/event-stream' },
        },
      );
    if (request.path === `/api/v1/generations/${JOB}`) return json({ ...job, status: 'succeeded', progress: 100, outputs: [output] });
    if (request.path.startsWith('/api/v1/generations')) return json({ items: [], nextCursor: null });
    return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
}

async function renderStudio(slug: string | null) {
  const { Studio } = (await import(from('pwa/src/pages/studio/Studio.tsx'))) as typeof StudioModule;
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root.render(createElement(Studio, { slug, user: USER as never })));
}

describe('a made-up tool added in its four places', () => {
  it('has its card on the dashboard, with its name, summary and cost, linking to its view', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await server();
    await renderStudio(null);
    const card = await until(() => host.querySelector<HTMLAnchorElement>('a[data-tool="postcard"]'));
    expect(card.getAttribute('href')).toBe('/apps/postcard');
    expect(card.textContent).toContain('Postcard Maker');
    expect(card.textContent).toContain('A landscape postcard from one line of text.');
    expect(card.textContent).toContain('2 tokens');
  });

  it('opens at /apps/postcard in the Studio page, sends its job with Generate and shows the postcard', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const sent = await server();
    await renderStudio('postcard');
    const heading = await until(() =>
      [...host.querySelectorAll('h1, h2')].find((element) => element.textContent?.includes('Postcard Maker')),
    );
    expect(heading).toBeDefined();
    const prompt = await until(() => host.querySelector<HTMLTextAreaElement>('#postcard-prompt'));
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(prompt, 'A harbour at dawn');
      prompt.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const generate = await until(() =>
      [...host.querySelectorAll<HTMLButtonElement>('button')].find(
        (button) => button.textContent?.trim() === 'Generate' && !button.disabled,
      ),
    );
    await act(async () => generate.click());
    const image = await until(() => host.querySelector<HTMLImageElement>(`img[src="${IMAGE}"]`));
    expect(image.alt).toBe('Postcard: A harbour at dawn');
    const submit = sent.find((request) => request.method === 'POST' && request.path === '/api/v1/generations');
    expect(submit?.body).toEqual({ tool: 'postcard', params: { prompt: 'A harbour at dawn' } });
  });
});
