import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// As a transition the first render yields to the browser every few milliseconds instead of blocking
// the main thread for its whole length (the page's total blocking time on slow phones).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
