#!/usr/bin/env python3
"""A platform stand-in that misbehaves on purpose, for the soak test (loopback only).

Answers every call with an envelope after a random delay (0-150 ms); `/api/soak/reset` aborts
the connection instead (a TCP reset) one time in five; `/api/soak/slow` answers after 6 s, past
the BFF's 5000 ms budget. User info always says "a logged-in organisation", so pages render.
Standard library only; HTTP/1.1 keep-alive. Stops by itself after --seconds.
"""
import argparse
import asyncio
import json
import random

USER = {"code": 200, "msg": "", "data": {"id": 1, "name": "压测机构", "avatar": "", "introduction": "",
        "roles": [1], "certification": 2, "un_read_msg": 3, "is_sj_limit": 0, "return_reason": "",
        "in_agreement": 1, "in_agreement_doc": ""}}
PAGE = {"code": 200, "msg": "", "data": {"list": [{"id": i, "title": f"项目{i}", "target": "1000.00",
        "raised": "10.00", "status": 2, "status_label": "募款中", "start_date": 1763000000,
        "end_date": 1793000000, "remain_target": "990.00", "org_name": "压测机构"} for i in range(5)],
        "total": 5, "un_read": 3, "read": 2}}


def reply(writer, body: bytes, status: str = "200 OK") -> None:
    writer.write(f"HTTP/1.1 {status}\r\ncontent-type: application/json\r\ncontent-length: {len(body)}\r\n\r\n".encode())
    writer.write(body)


async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    try:
        while True:
            head = await reader.readuntil(b"\r\n\r\n")
            request_line, *header_lines = head.decode("latin-1").split("\r\n")
            path = request_line.split(" ")[1] if " " in request_line else "/"
            length = 0
            for line in header_lines:
                if line.lower().startswith("content-length:"):
                    length = int(line.split(":", 1)[1])
            if length:
                await reader.readexactly(length)
            if path.startswith("/api/soak/reset") and random.random() < 0.2:
                writer.transport.abort()
                return
            if path.startswith("/api/soak/slow"):
                await asyncio.sleep(6)
            else:
                await asyncio.sleep(random.uniform(0, 0.15))
            body = USER if "get_now_msg" in path else PAGE
            reply(writer, json.dumps(body, ensure_ascii=False).encode())
            await writer.drain()
    except (asyncio.IncompleteReadError, ConnectionError, asyncio.LimitOverrunError):
        pass
    finally:
        writer.close()


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--seconds", type=int, default=300)
    args = parser.parse_args()
    server = await asyncio.start_server(handle, "127.0.0.1", args.port, backlog=2048)
    async with server:
        await asyncio.sleep(args.seconds)


if __name__ == "__main__":
    asyncio.run(main())
