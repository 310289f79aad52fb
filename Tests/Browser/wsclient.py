"""A minimal WebSocket client over a raw socket (RFC 6455), so the fuzz test can send
what no well-behaved library would: broken frames, huge lengths, binary, garbage."""
import base64
import json
import os
import socket
import struct
import zlib


class HandshakeRefused(Exception):
    def __init__(self, status_line):
        super().__init__(status_line)
        self.status_line = status_line


class RawSocket:
    def __init__(self, port, session, token, origin=None, timeout=5, host=None, receive_buffer=None, extensions=None):
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        if receive_buffer:
            # Set before connecting, so the TCP window stays small: a reader that never reads.
            self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
        self.sock.settimeout(timeout)
        self.sock.connect(("127.0.0.1", port))
        key = base64.b64encode(os.urandom(16)).decode()
        lines = [
            f"GET /_trellis/socket?s={session}&t={token} HTTP/1.1",
            f"Host: {host or f'127.0.0.1:{port}'}",
            "Upgrade: websocket",
            "Connection: Upgrade",
            f"Sec-WebSocket-Key: {key}",
            "Sec-WebSocket-Version: 13",
        ]
        if origin:
            lines.append(f"Origin: {origin}")
        if extensions:
            lines.append(f"Sec-WebSocket-Extensions: {extensions}")
        self.sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
        response = b""
        while b"\r\n\r\n" not in response:
            chunk = self.sock.recv(4096)
            if not chunk:
                break
            response += chunk
        head, _, self.buffer = response.partition(b"\r\n\r\n")
        self.response_head = head.decode(errors="replace")
        status = head.split(b"\r\n")[0].decode()
        # permessage-deflate (RFC 7692): frames with RSV1 set are inflated, the context kept.
        self.inflater = zlib.decompressobj(-15)
        self.last_frame_bytes = 0
        if " 101 " not in status:
            self.sock.close()
            raise HandshakeRefused(status)

    def send_frame(self, opcode, payload, fin=True, length_override=None):
        header = bytes([(0x80 if fin else 0) | opcode])
        length = len(payload) if length_override is None else length_override
        if length < 126:
            header += bytes([0x80 | length])
        elif length < 65536:
            header += bytes([0x80 | 126]) + struct.pack(">H", length)
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", length)
        mask = os.urandom(4)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.sock.sendall(header + mask + masked)

    def send_text(self, text):
        self.send_frame(0x1, text.encode() if isinstance(text, str) else text)

    def send_json(self, value):
        self.send_text(json.dumps(value))

    def _read(self, count):
        while len(self.buffer) < count:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("closed")
            self.buffer += chunk
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def receive(self):
        """The next text message as JSON; ('close', code) when the server closes."""
        while True:
            first, second = self._read(2)
            opcode = first & 0x0F
            length = second & 0x7F
            if length == 126:
                length = struct.unpack(">H", self._read(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", self._read(8))[0]
            payload = self._read(length)
            if opcode == 0x1:
                self.last_frame_bytes = len(payload)
                if first & 0x40:
                    payload = self.inflater.decompress(payload + b"\x00\x00\xff\xff")
                return json.loads(payload)
            if opcode == 0x8:
                code = struct.unpack(">H", payload[:2])[0] if len(payload) >= 2 else None
                return ("close", code)
            # pings and others: keep reading

    def close(self):
        try:
            self.sock.close()
        except OSError:
            pass
