import { API, TOKEN_HEADER } from '@lawbridge/contract';

interface Reply {
  code: number;
  data: { order_no?: string } | null;
}

interface Answer {
  at: number;
  path: string;
  status: number;
}

/**
 * Requests sent through the proxy while an instance goes away, with every answer's HTTP status and time
 * (a connection the proxy itself dropped counts as status 0), so a test can say how long clients saw
 * errors and which payments were answered as done.
 */
export function trafficRecorder(proxyUrl: string) {
  const answers: Answer[] = [];
  const paid: string[] = [];
  let stopped = false;

  async function call(path: string, init: RequestInit = {}): Promise<Reply | null> {
    try {
      const response = await fetch(`${proxyUrl}${path}`, init);
      answers.push({ at: Date.now(), path, status: response.status });
      return response.status === 200 ? ((await response.json()) as Reply) : null;
    } catch {
      answers.push({ at: Date.now(), path, status: 0 });
      return null;
    }
  }

  const post = (path: string, token: string, body: unknown) =>
    call(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
      body: JSON.stringify(body),
    });

  return {
    /** Reads the directory every 100 ms until stopped. */
    async poll(): Promise<void> {
      while (!stopped) {
        await call(`${API.lawyer}?page=1&page_size=10`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    /** Places and pays `count` orders one after the other; an order counts as paid when the cashier said so. */
    async payOrders(input: {
      token: string;
      target: { lawyerUuid: string; configId: number };
      count: number;
      everyMs: number;
    }): Promise<void> {
      for (let index = 0; index < input.count; index += 1) {
        const created = await post(API.serviceOrders, input.token, {
          lawyer_uuid: input.target.lawyerUuid,
          config_id: input.target.configId,
          description: '房屋租赁合同到期押金不退怎么办？',
        });
        const orderNo = created?.code === 0 ? created.data?.order_no : undefined;
        if (orderNo) {
          const body = { app_scene: 'h5', scene: 'service', order_no: orderNo };
          const started = await post(API.payment, input.token, body);
          const confirmed =
            started?.code === 0 ? await post(API.sandboxConfirm, input.token, { order_no: orderNo }) : null;
          if (confirmed?.code === 0) paid.push(orderNo);
        }
        await new Promise((resolve) => setTimeout(resolve, input.everyMs));
      }
    },
    stop(): void {
      stopped = true;
    },
    paidOrders: () => [...paid],
    answered: () => answers.length,
    /** Answers with a 5xx status or a dropped connection, in time order. */
    serverErrors: () => answers.filter((answer) => answer.status === 0 || answer.status >= 500),
  };
}
