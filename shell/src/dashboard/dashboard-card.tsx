// The frame of every dashboard card: the kit's Card (a region named by its title) and a link into the
// page that owns the details. The body is the card's remote's (remote-cards.tsx). A card is as tall as
// what it shows.
import type { ReactNode } from 'react';
import { Link } from '@portal/routing';
import { Card } from '@portal/ui';
import styles from './dashboard.module.css';

type DashboardCardProps = {
  title: string;
  link?: { to: string; label: string };
  /** Across the whole grid (the recent claims list). */
  wide?: boolean;
  children: ReactNode;
};

export function DashboardCard({ title, children, link, wide }: DashboardCardProps) {
  return (
    <Card
      title={title}
      className={wide ? styles.wide : undefined}
      footer={
        link && (
          <p>
            <Link to={link.to}>{link.label}</Link>
          </p>
        )
      }
    >
      {children}
    </Card>
  );
}
