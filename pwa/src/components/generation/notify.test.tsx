import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, type SentRequest } from '../../../test/fake-api';

/**
 * 'Notify me when it is done': push when the browser allows it, else this tab tells (its title and a
 * notice when the job ends). The browser's Notification, service worker and push manager are stubbed;
 * the API is the fake server of test/fake-api.ts, reached through the real typed client.
 */

const JOB = '5b0c7a52-7c1e-4d55-9d43-0c2f0f6f2a11';
const KEY = `B${'A'.repeat(86)}`;

const runningJob = { id: JOB, tool: 'text-to-video', status: 'running' };
const finishedStream = () =>
  new Response(
    'id: 1\nevent: status\ndata: {"kind":"status","status":"running"}\n\nid: 2\nevent: status\ndata: {"kind":"status","status":"succeeded"}\n\n',
    {
      status: 200,
      headers: { 'Content-Type': 'text/event-stream' },
    },
  );

/** The server: the job, its events (it succeeds), the key, and 201/200 for the push calls. */
function server(): SentRequest[] {
  return fakeApi((request) => {
    if (request.path === `/api/v1/generations/${JOB}`) return json(runningJob);
    if (request.path === `/api/v1/generations/${JOB}/events`) return finishedStream();
    if (request.path === '/api/v1/push/key') return json({ publicKey: KEY });
    if (request.path === '/api/v1/push/subscriptions') return json({ subscribed: true, outcome: 'created' }, 201);
    if (request.path === `/api/v1/generations/${JOB}/notify`) return json({ notify: true });
    return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
}

function stubNotification(permission: NotificationPermission, answer: NotificationPermission) {
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, { permission, requestPermission }),
  );
  return requestPermission;
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 50)));

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  document.title = 'AI Studio · Studio 18';
  setVisibility('visible');
  vi.stubGlobal('PushManager', function PushManager() {});
  stubServiceWorker(new Promise(() => undefined));
});

/** A service worker registration that becomes ready with `registration` (never, by default). */
function stubServiceWorker(ready: Promise<unknown>) {
  Object.defineProperty(navigator, 'serviceWorker', { value: { ready }, configurable: true });
}

afterEach(() => {
  document.body.innerHTML = '';
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('with notifications refused', () => {
  it('says so, asks the server nothing about push, and tells in the tab when the job ends: title and notice', async () => {
    const requestPermission = stubNotification('default', 'denied');
    const sent = server();
    const { NotifyWhenDone } = await import('./NotifyWhenDone');
    const { JobNotices } = await import('./JobNotices');
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <>
          <NotifyWhenDone generationId={JOB} />
          <JobNotices />
        </>,
      ),
    );

    const button = [...container.querySelectorAll('button')].find((element) => element.textContent === 'Notify me when it is done');
    expect(button).toBeDefined();
    await act(async () => button!.click());
    await settle();

    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[role="status"].notify-status')?.textContent).toBe(
      'Notifications are blocked for this site, so we will tell you here while this tab is open.',
    );
    expect([...container.querySelectorAll('button')].some((element) => element.textContent === 'Notify me when it is done')).toBe(false);
    expect(sent.map((request) => request.path)).toEqual([`/api/v1/generations/${JOB}`, `/api/v1/generations/${JOB}/events`]);

    // The job ended: the tab's title says it, and a notice links to the job.
    expect(document.title).toBe('✓ Video ready · Studio 18');
    const notice = container.querySelector('.job-notice');
    expect(notice?.textContent).toContain('Your video is ready.');
    expect(notice?.querySelector('a')?.getAttribute('href')).toBe(`/apps/text-to-video?job=${JOB}`);

    // Looked at again (after being in the background): the page's own title is back; the notice stays until dismissed.
    setVisibility('hidden');
    setVisibility('visible');
    expect(document.title).toBe('AI Studio · Studio 18');
    const dismiss = [...notice!.querySelectorAll('button')].find((element) => element.textContent === 'Dismiss')!;
    await act(async () => dismiss.click());
    expect(container.querySelector('.job-notice')).toBeNull();
    await act(async () => root.unmount());
  });

  it('does not ask again when permission was refused before, and says the same', async () => {
    const requestPermission = stubNotification('denied', 'denied');
    server();
    const { askPush } = await import('./notify');
    expect(await askPush(JOB)).toBe('denied');
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('tells in the tab when the browser has no push at all', async () => {
    vi.stubGlobal('PushManager', undefined);
    Reflect.deleteProperty(globalThis, 'PushManager');
    stubNotification('default', 'granted');
    const sent = server();
    const { askPush } = await import('./notify');
    expect(await askPush(JOB)).toBe('unsupported');
    expect(sent).toEqual([]);
  });

  it('restores the title the page has only if the page did not change it meanwhile', async () => {
    server();
    const { announceJobEnded, restoreTitle } = await import('./notify');
    announceJobEnded(JOB, 'image-to-video', 'failed');
    expect(document.title).toBe('✕ Video failed · Studio 18');
    document.title = 'Gallery · Studio 18';
    restoreTitle();
    expect(document.title).toBe('Gallery · Studio 18');
  });
});

describe('with notifications allowed', () => {
  it("subscribes with the server's key, saves the subscription and asks for the job", async () => {
    stubNotification('default', 'granted');
    const subscription = {
      options: { applicationServerKey: null },
      toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: KEY, auth: 'A'.repeat(22) } }),
    };
    const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => subscription);
    stubServiceWorker(Promise.resolve({ pushManager: { getSubscription: async () => null, subscribe } }));
    const sent = server();
    const { connectSession } = await import('../../api/client');
    connectSession({ accessToken: () => 'member-token', refresh: async () => 'member-token' });
    const { askPush, pushAsked } = await import('./notify');

    expect(await askPush(JOB)).toBe('push');
    const options = subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    const key = options.applicationServerKey as Uint8Array;
    expect(key.length).toBe(65);
    expect(key[0]).toBe(4);
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/v1/push/key',
      'POST /api/v1/push/subscriptions',
      `POST /api/v1/generations/${JOB}/notify`,
    ]);
    expect(sent[1]!.body).toEqual({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: KEY, auth: 'A'.repeat(22) } });
    expect(sent[1]!.headers.get('authorization')).toBe('Bearer member-token');
    expect(pushAsked(JOB)).toBe(true);
  });
});

describe('signing out', () => {
  it("ends this browser's push subscription and drops the tab's notices and title", async () => {
    server();
    const unsubscribe = vi.fn(async () => true);
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { getRegistration: async () => ({ pushManager: { getSubscription: async () => ({ unsubscribe }) } }) },
      configurable: true,
    });
    const { announceJobEnded, jobNotices } = await import('./notify');
    announceJobEnded(JOB, 'text-to-video', 'succeeded');
    expect(document.title).toBe('✓ Video ready · Studio 18');
    expect(jobNotices.current()).toHaveLength(1);
    const { forgetMemberData } = await import('../../offline/forget');
    await forgetMemberData();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(jobNotices.current()).toEqual([]);
    expect(document.title).toBe('AI Studio · Studio 18');
  });
});
