import dns2 from 'dns2';

const { Packet } = dns2;

/**
 * A real DNS server on 127.0.0.1 answering TXT queries from a zone the test edits while it runs.
 * Unknown names answer NOERROR with no records (what resolvers report as ENODATA).
 */
export async function startDnsServer() {
  const txtRecords = new Map<string, string[]>();
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      for (const question of request.questions) {
        if (question.type !== Packet.TYPE.TXT) continue;
        for (const value of txtRecords.get(question.name.toLowerCase()) ?? []) {
          // dns2 encodes plain record objects; its typings ask for the decoded Resource class.
          const record = { name: question.name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 1, data: value };
          response.answers.push(record as unknown as (typeof response.answers)[number]);
        }
      }
      void send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  return {
    /** For DNS_SERVERS. */
    address: `127.0.0.1:${addresses.udp!.port}`,
    setTxt(name: string, ...values: string[]) {
      txtRecords.set(name.toLowerCase(), values);
    },
    removeTxt(name: string) {
      txtRecords.delete(name.toLowerCase());
    },
    stop: () => server.close(),
  };
}

export type DnsServer = Awaited<ReturnType<typeof startDnsServer>>;
