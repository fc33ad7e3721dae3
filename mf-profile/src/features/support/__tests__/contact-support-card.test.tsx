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

describe('contact support (docs/product/rules-and-limits.md#support-message and docs/product/errors.md#profile)', () => {
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
    expect(
      await screen.findByText('Thanks! Your message has been sent. We will get back to you soon.'),
    ).toBeInTheDocument();
    const [call] = api.calls('POST', '/api/support/contact');
    expect(call!.json).toEqual({
      name: 'Casey Jones',
      email: 'casey@example.com',
      subject: 'Support Request',
      message: 'My scans do not show up.',
    });
    expect(call!.authorization).toBeUndefined();
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it("shows the server's message on failure, else 'Failed to send message'", async () => {
    api.routes['POST /api/support/contact'] = json(429, {
      message: 'Too many requests. Please try again in 10 minutes.',
    });
    const user = userEvent.setup();
    renderCard();
    await user.type(screen.getByLabelText('Message'), 'Please help me with my plan.');
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again in 10 minutes.');
  });
});

describe("priority support and the member's messages (plan flag hasPrioritySupport)", () => {
  it("says when to expect a reply, and lists the member's messages with their state", async () => {
    const { storeUser } = await import('@resumebeat/shared-session');
    storeUser({ token: 'jwt-1', username: 'casey', email: 'casey@example.com' });
    let listed = [
      { id: 'o1', subject: 'Older', createdAt: '2026-11-20T10:00:00.000Z', priority: false, state: 'received' },
    ];
    api.routes['GET /api/support/messages'] = (req, res, body) => json(200, { messages: listed })(req, res, body);
    api.routes['POST /api/support/contact'] = (req, res, body) => {
      listed = [
        { id: 'm2', subject: 'Support Request', createdAt: '2026-11-27T01:00:00.000Z', priority: true, state: 'sent' },
        ...listed,
      ];
      json(201, {
        id: 'm2',
        message: 'ok',
        priority: true,
        expectation: 'Priority support: we will reply within one business day.',
      })(req, res, body);
    };
    const user = userEvent.setup();
    renderCard();
    expect(await screen.findByText('Older')).toBeInTheDocument();
    expect(screen.getByText(/Received, waiting for the team/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message'), 'Please look at my export.');
    await user.click(send());
    expect(
      await screen.findByText(
        'Thanks! Your message has been sent. We will get back to you soon. Priority support: we will reply within one business day.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Priority')).toBeInTheDocument();
    expect(screen.getByText(/Delivered to the support team/)).toBeInTheDocument();
    expect(api.calls('POST', '/api/support/contact')[0]!.authorization).toBe('Bearer jwt-1');
  });
});
