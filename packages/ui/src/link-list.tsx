import type { ReactNode } from 'react';
import { AppLink } from './app-link.tsx';
import './link-list.css';

export interface ListLink {
  label: string;
  to: string;
}

export interface LinkListProps {
  links: readonly ListLink[];
  /** Rows after the links, e.g. `LinkListButton`s. */
  children?: ReactNode;
}

/** Rows that each lead to a page, marked with a chevron; the card around them is the caller's. */
export function LinkList({ links, children }: LinkListProps) {
  return (
    <ul className="bc-link-list">
      {links.map((link) => (
        <li key={link.to}>
          <AppLink className="bc-link-list-row" to={link.to}>
            {link.label}
          </AppLink>
        </li>
      ))}
      {children}
    </ul>
  );
}

export interface LinkListButtonProps {
  children: ReactNode;
  onClick: () => void;
  disabled?: boolean;
}

/** A row that acts on the spot instead of leading to a page. */
export function LinkListButton({ children, onClick, disabled }: LinkListButtonProps) {
  return (
    <li>
      <button type="button" className="bc-link-list-row" onClick={onClick} disabled={disabled}>
        {children}
      </button>
    </li>
  );
}
