import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Redirect, Route, Router, Switch, useLocation } from 'wouter';
import { AgeGate } from './components/AgeGate';
import { ErrorBoundary } from './components/ErrorBoundary';
import { ErrorScreen } from './components/ErrorScreen';
import { Footer } from './components/Footer';
import { NavBar } from './components/NavBar';
import { OfflineNote } from './components/OfflineNote';
import { ScrollManager } from './components/ScrollManager';
import { UpdatePrompt } from './components/UpdatePrompt';
import { JobNotices } from './components/generation/JobNotices';
import { HOME_TITLE, pageTitle, useDocumentTitle } from './components/useDocumentTitle';
import Gallery from './pages/Gallery';
import Home from './pages/Home';
import { caseInsensitiveParser } from './routing';
import { gateAccepted } from './state/gate';

// The two public entry pages (the landing and the gallery) come with the first load, so they paint
// without waiting for a second file; every other page is its own chunk, fetched when it is opened
// (the service worker precaches them all, so they open offline too).
const Admin = lazy(() => import('./pages/Admin'));
const AdminAudit = lazy(() => import('./pages/admin/AuditLog'));
const AdminReview = lazy(() => import('./pages/admin/Review'));
const AdminSettings = lazy(() => import('./pages/admin/Settings'));
const Apps = lazy(() => import('./pages/Apps'));
const FreeImg2Img = lazy(() => import('./pages/FreeImg2Img'));
const FreeTxt2Img = lazy(() => import('./pages/FreeTxt2Img'));
const GalleryAdmin = lazy(() => import('./pages/GalleryAdmin'));
const Legal = lazy(() => import('./pages/Legal'));
const MagicPrompter = lazy(() => import('./pages/MagicPrompter'));
const Pricing = lazy(() => import('./pages/Pricing'));
const Profile = lazy(() => import('./pages/Profile'));
const Resources = lazy(() => import('./pages/Resources'));
const TensorArt = lazy(() => import('./pages/TensorArt'));

/** The site's routes, each with its own document title; anything else is the error screen with 404. */
const routes: { path: string; title: string; page: ComponentType }[] = [
  { path: '/', title: HOME_TITLE, page: Home },
  { path: '/gallery', title: pageTitle('Gallery'), page: Gallery },
  { path: '/resources', title: pageTitle('Resources'), page: Resources },
  { path: '/legal', title: pageTitle('Terms, Privacy & Copyright'), page: Legal },
  { path: '/pricing', title: pageTitle('Join Us'), page: Pricing },
  { path: '/profile', title: pageTitle('Profile'), page: Profile },
  { path: '/free-txt2img', title: pageTitle('FREE FLUX'), page: FreeTxt2Img },
  { path: '/free-img2img', title: pageTitle('AI Image Remix'), page: FreeImg2Img },
  { path: '/apps', title: pageTitle('AI Studio'), page: Apps },
  { path: '/apps/:tool', title: pageTitle('AI Studio'), page: Apps },
  { path: '/magic-prompter', title: pageTitle('Magic Prompter'), page: MagicPrompter },
  { path: '/tensor-art', title: pageTitle('Tensor Art'), page: TensorArt },
  { path: '/gallery-admin', title: pageTitle('Gallery Admin'), page: GalleryAdmin },
  { path: '/admin', title: pageTitle('Admin Dashboard'), page: Admin },
  { path: '/admin/review', title: pageTitle('Review queue'), page: AdminReview },
  { path: '/admin/audit', title: pageTitle('Audit log'), page: AdminAudit },
  { path: '/admin/settings', title: pageTitle('Settings'), page: AdminSettings },
];

function TitledPage({ title, page: Page }: { title: string; page: ComponentType }) {
  useDocumentTitle(title);
  return (
    // While a page's chunk arrives, a screen-tall blank keeps the footer where it will be.
    <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
      <Page />
    </Suspense>
  );
}

function Routes() {
  const [path] = useLocation();
  return (
    // A new path gets a fresh boundary, so one failing page does not stick to the next.
    <ErrorBoundary key={path}>
      <Switch>
        {routes.map((route) => (
          <Route key={route.path} path={route.path}>
            <TitledPage title={route.title} page={route.page} />
          </Route>
        ))}
        {/* The Studio's Image to Image view, under the address older links use. */}
        <Route path="/free-apps">
          <Redirect to="/apps/image-to-image" replace />
        </Route>
        <Route>
          <ErrorScreen status={404} statusText="Not Found" />
        </Route>
      </Switch>
    </ErrorBoundary>
  );
}

export function App() {
  const [gateOpen, setGateOpen] = useState(() => !gateAccepted());
  const main = useRef<HTMLElement>(null);
  const gateWasOpen = useRef(gateOpen);
  // Once the gate is accepted, keyboard and screen-reader users go on from the page's content, not from <body>.
  useEffect(() => {
    if (gateWasOpen.current && !gateOpen) main.current?.focus({ preventScroll: true });
    gateWasOpen.current = gateOpen;
  }, [gateOpen]);
  return (
    <Router parser={caseInsensitiveParser}>
      <ScrollManager />
      <div className="shell" inert={gateOpen}>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <NavBar />
        <OfflineNote />
        <main id="main" ref={main} tabIndex={-1}>
          <Routes />
        </main>
        <Footer />
      </div>
      {gateOpen && <AgeGate onAccept={() => setGateOpen(false)} />}
      <UpdatePrompt />
      <JobNotices />
    </Router>
  );
}
