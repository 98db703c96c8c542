import './page.css';

export function show() {
  document.body.append('page');
}
