/** Entry point of the Steward web app. */
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { afterFirstView } from './app/first-view.ts';
import { startLoading } from './app/root-layout.tsx';

// index.html has the element (a missing one fails in createRoot).
const container = document.getElementById('root') as HTMLElement;
const root = createRoot(container);
// The first render waits (4 s at most) for the user and the page's code, so that the first paint is the page,
// and is a transition, so that React yields to the browser every few milliseconds instead of building the page
// in one long task (ADR 035).
const loaded = afterFirstView(container).then(() => startLoading(window.location));
void Promise.race([loaded, new Promise((done) => setTimeout(done, 4000))]).finally(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
