// The outage check of the page the portal starts on is asked as the portal starts
// (startFirstOutageCheck), and that page's check takes the answer instead of asking again; any other
// page asks for itself. The page still waits for the answer, and an outage still sends it away.
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@portal/routing';
import { loadSystemAvailability as loadSystemAvailabilityMock, type SystemAvailability } from '../src/session/api';
import { startFirstOutageCheck, useOutageCheck } from '../src/session/outage-check';

jest.mock('../src/session/api', () => ({ loadSystemAvailability: jest.fn() }));

const loadSystemAvailability = jest.mocked(loadSystemAvailabilityMock);

beforeEach(() => {
  loadSystemAvailability.mockReset();
  localStorage.clear();
});

/** An answer the test gives when it chooses. */
function pendingAnswer() {
  let answer: (availability: SystemAvailability) => void = () => undefined;
  const promise = new Promise<SystemAvailability>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

function Page() {
  return useOutageCheck() ? <h1>Claims</h1> : <p>Waiting for the outage answer</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/outage-message" element={<h1>System outage</h1>} />
        <Route path="*" element={<Page />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the first page’s outage check', () => {
  it('is asked as the portal starts, and the page takes that answer without asking again', async () => {
    const early = pendingAnswer();
    loadSystemAvailability.mockReturnValueOnce(early.promise);
    startFirstOutageCheck('/claims');
    expect(loadSystemAvailability).toHaveBeenCalledTimes(1);

    renderAt('/claims');
    expect(screen.getByText('Waiting for the outage answer')).toBeInTheDocument();
    await act(async () => early.answer({ isSystemAvailable: true } as SystemAvailability));
    expect(screen.getByRole('heading', { name: 'Claims' })).toBeInTheDocument();
    expect(loadSystemAvailability).toHaveBeenCalledTimes(1);
  });

  it('sends the page to the outage message when the early answer says the system is down', async () => {
    loadSystemAvailability.mockResolvedValueOnce({ isSystemAvailable: false } as SystemAvailability);
    startFirstOutageCheck('/claims');
    renderAt('/claims');
    expect(await screen.findByRole('heading', { name: 'System outage' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Claims' })).not.toBeInTheDocument();
  });

  it('is not taken by another page, which asks for itself', async () => {
    loadSystemAvailability.mockResolvedValue({ isSystemAvailable: true } as SystemAvailability);
    startFirstOutageCheck('/claims');
    renderAt('/payment-center');
    expect(await screen.findByRole('heading', { name: 'Claims' })).toBeInTheDocument();
    expect(loadSystemAvailability).toHaveBeenCalledTimes(2);
  });

  it('is taken once: the same page visited again asks afresh', async () => {
    loadSystemAvailability.mockResolvedValue({ isSystemAvailable: true } as SystemAvailability);
    startFirstOutageCheck('/claims');
    const first = renderAt('/claims');
    await screen.findByRole('heading', { name: 'Claims' });
    first.unmount();
    renderAt('/claims');
    await screen.findByRole('heading', { name: 'Claims' });
    expect(loadSystemAvailability).toHaveBeenCalledTimes(2);
  });

  it('is not asked for the outage pages, nor in a browser with the outage bypass', () => {
    startFirstOutageCheck('/outage-message');
    localStorage.setItem('bypass_outage', 'true');
    startFirstOutageCheck('/claims');
    expect(loadSystemAvailability).not.toHaveBeenCalled();
  });
});
