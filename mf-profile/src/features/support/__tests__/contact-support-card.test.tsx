import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@resumebeat/qa-harness/testing';
import { held, json, startApiServer } from '../../../testing/api-server';
import { ContactSupportCard } from '../components/contact-support-card';

const api = startApiServer();
// A bound against hangs, not a speed check: typing into forms is slow on a busy machine.
jest.setTimeout(30_000);

const renderCard = () => renderPage(<ContactSupportCard defaultName="Casey Jones" defaultEmail="casey@example.com" />);
const send = () => screen.getByRole('button', { name: /Send Message/ });

describe('contact support (SPEC.md sections 5 and 8)', () => {
  it('prefills name and email, defaults the subject, and enables Send only for a loose email and 10 to 8000 trimmed characters', async () => {
    const user = userEvent.setup();
    renderCard();
    expect(screen.getByLabelText('Name')).toHaveValue('Casey Jones');
    expect(screen.getByLabelText('Email')).toHaveValue('casey@example.com');
    expect(screen.getByLabelText('Subject')).toHaveValue('Support Request');
    expect(screen.getByText('0/8000')).toBeInTheDocument();
    expect(send()).toBeDisabled();
    await user.type(screen.getByLabelText('Message'), '   short   ');
    expect(screen.getByText('11/8000')).toBeInTheDocument();
    expect(send()).toBeDisabled();
    await user.clear(screen.getByLabelText('Message'));
    await user.type(screen.getByLabelText('Message'), 'Ten chars!');
    expect(send()).toBeEnabled();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'casey@example');
    expect(send()).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), '.com');
    expect(send()).toBeEnabled();
    expect(screen.getByLabelText('Message')).toHaveAttribute('maxLength', '8000');
  });

  it('sends the trimmed message without a token, is disabled while sending, and thanks the user', async () => {
    const answer = held(json(201, { id: 'm1', message: 'ok' }));
    api.routes['POST /api/support/contact'] = answer.handler;
    const user = userEvent.setup();
    renderCard();
    await user.type(screen.getByLabelText('Message'), '  My scans do not show up.  ');
    await user.click(send());
    expect(screen.getByRole('button', { name: /Sending/ })).toBeDisabled();
    answer.release();
    expect(await screen.findByText('Thanks! Your message has been sent. We will get back to you soon.')).toBeInTheDocument();
    const [call] = api.calls('POST', '/api/support/contact');
    expect(call!.json).toEqual({ name: 'Casey Jones', email: 'casey@example.com', subject: 'Support Request', message: 'My scans do not show up.' });
    expect(call!.authorization).toBeUndefined();
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it("shows the server's message on failure, else 'Failed to send message'", async () => {
    api.routes['POST /api/support/contact'] = json(429, { message: 'Too many requests. Please try again in 10 minutes.' });
    const user = userEvent.setup();
    renderCard();
    await user.type(screen.getByLabelText('Message'), 'Please help me with my plan.');
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again in 10 minutes.');
  });
});
