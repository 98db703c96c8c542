// A screen with the shared page header: its stylesheet comes with the route (as @bluecat/ui's does).
import './header.css';

export function show() {
  document.body.append('titled');
}
