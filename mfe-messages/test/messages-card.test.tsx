// The dashboard's Messages card body (declared in the remote's manifest; the shell draws its frame).
import { act, render, screen } from '@testing-library/react';
import { messageCountStore } from '@portal/session';
import MessagesCard from '../src/messages-card/messages-card';
import { remoteManifest } from '../src/remote-manifest';

describe('the Messages card', () => {
  it('shows the loading shape it is given until the counts are in, then the unread count', () => {
    act(() => messageCountStore.getState().reset());
    render(<MessagesCard loadingShape={<span data-testid="shape" />} />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking for new messages…');
    expect(screen.getByTestId('shape')).toBeInTheDocument();
    act(() => messageCountStore.getState().setCounts([{ memberId: 'H1', count: 3 }]));
    expect(screen.getByText('You have 3 unread messages.')).toBeInTheDocument();
  });

  it('is declared in the manifest with its title, link and the shape of its count', () => {
    expect(remoteManifest.dashboardCards).toEqual([
      expect.objectContaining({
        module: './MessagesCard',
        slot: 'attention',
        title: 'Messages',
        loading: { status: 'Checking for new messages…', figureLines: 2 },
      }),
    ]);
    expect(remoteManifest.modules['./MessagesCard']).toBe('./src/messages-card/messages-card.tsx');
  });
});
