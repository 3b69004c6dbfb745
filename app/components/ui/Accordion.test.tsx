import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './Accordion';

function Faq() {
  return (
    <Accordion>
      {['Does it work offline?', 'Can I export my notes?'].map((question, i) => (
        <AccordionItem key={question} value={`item-${i}`}>
          <AccordionTrigger>{question}</AccordionTrigger>
          <AccordionContent>Answer {i}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

describe('Accordion', () => {
  it('opens one item at a time and lets the open one collapse', async () => {
    render(<Faq />);
    const first = screen.getByRole('button', { name: 'Does it work offline?' });
    const second = screen.getByRole('button', { name: 'Can I export my notes?' });

    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Answer 0')).toBeVisible();

    await userEvent.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });
});
