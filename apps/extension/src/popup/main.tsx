import { createRoot } from 'react-dom/client';
import { Popup } from './popup.js';

/** The toolbar popup; opened in a tab (`?tab=1`) when the panel asks the customer to sign in. */
const inTab = new URLSearchParams(window.location.search).has('tab');
if (inTab) document.body.classList.add('in-tab');
const root = document.getElementById('root');
if (root) createRoot(root).render(<Popup inTab={inTab} />);
