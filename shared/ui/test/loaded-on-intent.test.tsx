import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { createOnIntentLoader, useLoadedOnIntent, type OnIntentLoader } from '../src/on-intent';

type Panel = ComponentType;
const FilterForm: Panel = () => <form aria-label="Filter claims" />;

/** A download the test lets arrive (or fail) when it chooses. */
function controlledDownload() {
  const calls: { arrive: () => void; fail: () => void }[] = [];
  const load = jest.fn(
    () =>
      new Promise<Panel>((resolve, reject) => {
        calls.push({ arrive: () => resolve(FilterForm), fail: () => reject(new Error('ChunkLoadError')) });
      }),
  );
  return { load, calls };
}

function Page({ loader }: { loader: OnIntentLoader<Panel> }) {
  const [open, setOpen] = useState(false);
  const form = useLoadedOnIntent(loader);
  const Form = form.loaded;
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => (open ? setOpen(false) : form.whenLoaded(() => setOpen(true)))}
        {...form.intent}
      >
        Filter
      </button>
      <div hidden={!open}>{Form && <Form />}</div>
      {form.failed && <p role="alert">Not there</p>}
    </>
  );
}

const filterButton = () => screen.getByRole('button', { name: 'Filter' });

describe('code loaded on intent', () => {
  it('loads nothing until the member reaches for the button, then once for hover, focus and press together', async () => {
    const { load } = controlledDownload();
    render(<Page loader={createOnIntentLoader(load)} />);
    expect(load).not.toHaveBeenCalled();
    const user = userEvent.setup();
    await user.hover(filterButton());
    await user.click(filterButton());
    act(() => filterButton().focus());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opens on a press made before the code arrived, as soon as it arrives, with focus still on the button', async () => {
    const { load, calls } = controlledDownload();
    render(<Page loader={createOnIntentLoader(load)} />);
    const user = userEvent.setup();
    await user.click(filterButton());
    expect(filterButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: 'Filter claims' })).not.toBeInTheDocument();
    await act(async () => calls[0]!.arrive());
    expect(screen.getByRole('form', { name: 'Filter claims' })).toBeInTheDocument();
    expect(filterButton()).toHaveAttribute('aria-expanded', 'true');
    expect(filterButton()).toHaveFocus();
  });

  it('opens in the same render when the code came with the pointer, before the press', async () => {
    const { load, calls } = controlledDownload();
    render(<Page loader={createOnIntentLoader(load)} />);
    const user = userEvent.setup();
    await user.hover(filterButton());
    await act(async () => calls[0]!.arrive());
    // Arrived, but not shown until asked for: nothing on the page changes under the pointer.
    expect(screen.queryByRole('form', { name: 'Filter claims' })).not.toBeInTheDocument();
    await user.click(filterButton());
    expect(screen.getByRole('form', { name: 'Filter claims' })).toBeInTheDocument();
    expect(filterButton()).toHaveFocus();
  });

  it('says when the code did not arrive, and the next press asks again', async () => {
    const { load, calls } = controlledDownload();
    render(<Page loader={createOnIntentLoader(load)} />);
    const user = userEvent.setup();
    await user.click(filterButton());
    await act(async () => calls[0]!.fail());
    expect(screen.getByRole('alert')).toHaveTextContent('Not there');
    await user.click(filterButton());
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]!.arrive());
    expect(screen.getByRole('form', { name: 'Filter claims' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps what arrived for the rest of the visit: the page shown again has it at once', async () => {
    const { load, calls } = controlledDownload();
    const loader = createOnIntentLoader(load);
    const first = render(<Page loader={loader} />);
    const user = userEvent.setup();
    await user.click(filterButton());
    await act(async () => calls[0]!.arrive());
    first.unmount();
    render(<Page loader={loader} />);
    await user.click(filterButton());
    expect(screen.getByRole('form', { name: 'Filter claims' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
