import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { isHttpUrl } from './safe-url.ts';

let purifier: Purifier | undefined;

/**
 * A private DOMPurify instance: the link hook below must not leak into other code that uses the
 * shared default instance. Created on first use so importing this module never touches `window`.
 */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    // A server picture without a text alternative is decoration (screen readers skip it, axe passes).
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    if (!node.hasAttribute('href')) return;
    if (!isHttpUrl(node.getAttribute('href'))) {
      node.removeAttribute('href');
      return;
    }
    if (node.tagName === 'A') {
      // A new browsing context without opener access, so the linked page cannot script this one.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

/**
 * Elements DOMPurify keeps that the page must still not show: style sheets and form controls (a server
 * text cannot restyle the app or ask for input), and moving text (`marquee`, `blink`), which people
 * cannot pause or stop and which the accessibility rules reject. Their words are kept, as plain text.
 */
const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'marquee', 'blink'];
/**
 * `style` and `class`: server text does not lay itself over the app. An inline `position:fixed;inset:0`
 * or one of the app's own overlay classes (`bc-dialog`, a UI library's backdrop) would turn a link into a
 * full-screen trap over every control. The page's own styles still dress the text (`.bc-rich-text`).
 * `tabindex`: server text does not reorder the keyboard's way through the page (a positive value jumps
 * ahead of the app's own controls, which the accessibility rules reject) nor take a place in it.
 */
const FORBID_ATTR = ['style', 'class', 'tabindex'];

/**
 * Server HTML (package descriptions, rules, activity details, agreements) with scripts, event handlers,
 * style sheets and inline styles, classes, form controls, moving text, tab orders and every link that is
 * not absolute http(s) removed.
 */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, { FORBID_TAGS, FORBID_ATTR });
}
