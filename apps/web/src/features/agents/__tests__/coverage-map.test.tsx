import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACP_STATES, stateName } from '@carrier/domain';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { CoverageMap } from '../components/coverage-map';

// The text as written (an import of a catalogue file is parsed to react-intl's ASTs: compiled-catalogues.ts).
const en: Record<string, string> = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../i18n/catalogs/en/agents.json'), 'utf8'),
);

const active = () => screen.getByTestId('map-active-state');
const shape = (code: string) => {
  const found = document.querySelector(`[data-state="${code}"]`);
  if (!found) throw new Error(`no shape for ${code}`);
  return found;
};

describe('the agent page’s map', () => {
  it('names an uncovered state by pointer and by keyboard, as it does a covered one (W-19)', async () => {
    await renderWithProviders(<CoverageMap />);
    fireEvent.mouseEnter(shape('IL'));
    expect(active()).toHaveTextContent('Illinois: not covered');
    fireEvent.mouseLeave(shape('IL'));
    fireEvent.mouseEnter(shape('TX'));
    expect(active()).toHaveTextContent('Texas: covered');
    expect(screen.getByRole('link', { name: 'Illinois: not covered' })).toHaveAttribute(
      'href',
      '#agents-list-title',
    );
  });

  it('visits every state with Tab, in alphabetical order of their names (W-19)', async () => {
    await renderWithProviders(<CoverageMap />);
    const user = userEvent.setup();
    const names: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      names.push(active().textContent ?? '');
    }
    expect(names).toEqual(['Alabama: covered', 'Alaska: covered', 'Arizona: covered', 'Arkansas: covered']);
  });

  it('the latest of pointer and focus names the state, and the other names it again when that one lets go', async () => {
    await renderWithProviders(<CoverageMap />);
    fireEvent.mouseEnter(shape('IL'));
    fireEvent.focus(shape('AL'));
    expect(active()).toHaveTextContent('Alabama: covered');
    // The page scrolls to the focused state, and the resting pointer leaves Illinois.
    fireEvent.mouseLeave(shape('IL'));
    expect(active()).toHaveTextContent('Alabama: covered');
    fireEvent.mouseEnter(shape('TX'));
    expect(active()).toHaveTextContent('Texas: covered');
    fireEvent.blur(shape('AL'));
    expect(active()).toHaveTextContent('Texas: covered');
    fireEvent.mouseLeave(shape('TX'));
    expect(active()).toHaveTextContent('Point at or tab to a state to see its name.');
  });

  it('the lead names only service areas the map shades (W-17, DESIGN.md)', () => {
    const named = ['Oklahoma', 'Arkansas', 'Maryland', 'Missouri'].filter((state) =>
      en['agents.mapLead']?.includes(state),
    );
    const covered = ACP_STATES.map((code) => stateName(code));
    expect(named.filter((state) => !covered.includes(state))).toEqual([]);
    expect(named).toEqual(['Oklahoma', 'Arkansas']);
  });
});
