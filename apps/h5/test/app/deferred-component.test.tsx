import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferredComponent } from '../../src/app/lazy/deferred-component';

function Greeting({ name }: { name: string }) {
  return <p>你好，{name}</p>;
}

function Slot({
  wanted,
  useGreeting,
}: {
  wanted: boolean;
  useGreeting: ReturnType<typeof deferredComponent<{ name: string }>>;
}) {
  const Loaded = useGreeting(wanted);
  return Loaded ? <Loaded name="张律师" /> : <p>占位</p>;
}

describe('a deferred component', () => {
  it('loads only once wanted, then once for every later mount, which has it from its first render', async () => {
    const load = vi.fn(async () => Greeting);
    const useGreeting = deferredComponent(load);
    const first = render(<Slot wanted={false} useGreeting={useGreeting} />);
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('占位')).toBeDefined();

    first.rerender(<Slot wanted useGreeting={useGreeting} />);
    expect(await screen.findByText('你好，张律师')).toBeDefined();
    first.unmount();

    render(<Slot wanted={false} useGreeting={useGreeting} />);
    expect(screen.getByText('你好，张律师')).toBeDefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the stand-in when the chunk fails to load, and asks again on the next mount', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce(Greeting);
    const useGreeting = deferredComponent<{ name: string }>(load);
    const first = render(<Slot wanted useGreeting={useGreeting} />);
    await act(async () => undefined);
    expect(screen.getByText('占位')).toBeDefined();
    first.unmount();

    render(<Slot wanted useGreeting={useGreeting} />);
    expect(await screen.findByText('你好，张律师')).toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
