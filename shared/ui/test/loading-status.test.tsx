import { act, render, screen } from '@testing-library/react';
import { LoadingStatus, SlowLoadNotice, slowLoadMessage } from '@portal/ui';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('LoadingStatus', () => {
  it('says the load is running, politely, and after 8 seconds that it is taking longer than usual', () => {
    render(<LoadingStatus>Loading your claim…</LoadingStatus>);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^Loading your claim…$/);
    act(() => jest.advanceTimersByTime(7_999));
    expect(status).not.toHaveTextContent(slowLoadMessage);
    act(() => jest.advanceTimersByTime(1));
    // In the same live region, so it is announced where the loading text is.
    expect(status).toHaveTextContent('Loading your claim…This is taking longer than usual.');
  });

  it('is gone, slow line and all, when the load ends', () => {
    const { rerender } = render(<LoadingStatus>Loading your claim…</LoadingStatus>);
    act(() => jest.advanceTimersByTime(8_000));
    expect(screen.getByText(slowLoadMessage)).toBeVisible();
    rerender(<p>Claim 1</p>);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText(slowLoadMessage)).toBeNull();
  });

  it('keeps the text for screen readers only where a shape stands for the content, but shows the slow line', () => {
    render(<LoadingStatus textHidden>Loading recent claims…</LoadingStatus>);
    expect(screen.getByText('Loading recent claims…')).toHaveClass('portal-visually-hidden');
    act(() => jest.advanceTimersByTime(8_000));
    expect(screen.getByRole('status')).toHaveTextContent('Loading recent claims…This is taking longer than usual.');
    expect(screen.getByText(slowLoadMessage)).not.toHaveClass('portal-visually-hidden');
  });

  it('offers the slow line alone, for a status that also shows other things', () => {
    render(
      <p role="status">
        Loading claims…
        <SlowLoadNotice />
      </p>,
    );
    act(() => jest.advanceTimersByTime(8_000));
    expect(screen.getByRole('status')).toHaveTextContent('Loading claims…This is taking longer than usual.');
  });
});
