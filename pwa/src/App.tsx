import { type ComponentType, useState } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { AgeGate } from './components/AgeGate';
import { ErrorBoundary } from './components/ErrorBoundary';
import { ErrorScreen } from './components/ErrorScreen';
import { Footer } from './components/Footer';
import { NavBar } from './components/NavBar';
import { OfflineNote } from './components/OfflineNote';
import { ScrollManager } from './components/ScrollManager';
import { UpdatePrompt } from './components/UpdatePrompt';
import { HOME_TITLE, pageTitle, useDocumentTitle } from './components/useDocumentTitle';
import Admin from './pages/Admin';
import Apps from './pages/Apps';
import FreeImg2Img from './pages/FreeImg2Img';
import FreeTxt2Img from './pages/FreeTxt2Img';
import Gallery from './pages/Gallery';
import GalleryAdmin from './pages/GalleryAdmin';
import Home from './pages/Home';
import Legal from './pages/Legal';
import MagicPrompter from './pages/MagicPrompter';
import Pricing from './pages/Pricing';
import Profile from './pages/Profile';
import Resources from './pages/Resources';
import TensorArt from './pages/TensorArt';
import { caseInsensitiveParser } from './routing';
import { gateAccepted } from './state/gate';

/** The routes of spec §2, each with its own document title; anything else is the error screen with 404. */
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
  { path: '/magic-prompter', title: pageTitle('Magic Prompter'), page: MagicPrompter },
  { path: '/tensor-art', title: pageTitle('Tensor Art'), page: TensorArt },
  { path: '/gallery-admin', title: pageTitle('Gallery Admin'), page: GalleryAdmin },
  { path: '/admin', title: pageTitle('Admin Dashboard'), page: Admin },
];

function TitledPage({ title, page: Page }: { title: string; page: ComponentType }) {
  useDocumentTitle(title);
  return <Page />;
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
        <Route>
          <ErrorScreen status={404} statusText="Not Found" />
        </Route>
      </Switch>
    </ErrorBoundary>
  );
}

export function App() {
  const [gateOpen, setGateOpen] = useState(() => !gateAccepted());
  return (
    <Router parser={caseInsensitiveParser}>
      <ScrollManager />
      <div className="shell" inert={gateOpen}>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <NavBar />
        <OfflineNote />
        <main id="main">
          <Routes />
        </main>
        <Footer />
      </div>
      {gateOpen && <AgeGate onAccept={() => setGateOpen(false)} />}
      <UpdatePrompt />
    </Router>
  );
}
