import type { ReactNode } from 'react';
import { BoardSection } from '../../components/board-section';

/** One part of the Plan view: a card, its heading (with an action beside it) naming the section. */
export function PlanSection({ title, action, children, after }: { title: ReactNode; action?: ReactNode; children: ReactNode | ((headingId: string) => ReactNode); after?: ReactNode }) {
  return (
    <BoardSection title={title} actions={action} after={after}>
      {children}
    </BoardSection>
  );
}
