import { useState } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { AgeGate } from './components/AgeGate';
import { ErrorBoundary } from './components/ErrorBoundary';
import { ErrorScreen } from './components/ErrorScreen';
import { Footer } from './components/Footer';
import { NavBar } from './components/NavBar';
import { ScrollManager } from './components/ScrollManager';
import { UpdatePrompt } from './components/UpdatePrompt';
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

/** The routes of spec §2; anything else is the error screen with 404. */
function Routes() {
  const [path] = useLocation();
  return (
    // A new path gets a fresh boundary, so one failing page does not stick to the next.
    <ErrorBoundary key={path}>
      <Switch>
        <Route path="/" component={Home} />
        <Route path="/gallery" component={Gallery} />
        <Route path="/resources" component={Resources} />
        <Route path="/legal" component={Legal} />
        <Route path="/pricing" component={Pricing} />
        <Route path="/profile" component={Profile} />
        <Route path="/free-txt2img" component={FreeTxt2Img} />
        <Route path="/free-img2img" component={FreeImg2Img} />
        <Route path="/apps" component={Apps} />
        <Route path="/magic-prompter" component={MagicPrompter} />
        <Route path="/tensor-art" component={TensorArt} />
        <Route path="/gallery-admin" component={GalleryAdmin} />
        <Route path="/admin" component={Admin} />
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
