# nginx for the proxy comparison: one instance, two servers on loopback (four with https).
#   UPSTREAM_PORT: the fast fixed upstream (a constant JSON envelope, as the platform answers)
#   PROXY_PORT:    proxy_pass to it, with upstream keep-alive (what a user would configure)
#   TLS_UPSTREAM_PORT: the same upstream over https (certificate for localhost from CERT_DIR)
#   TLS_PROXY_PORT:    proxy_pass https:// to it: certificate verified, keep-alive, sessions reused
# worker_processes auto = one per core, like the BFF's actix workers.

# make_test_certs DIR: a throwaway CA (DIR/ca.pem) and a certificate for localhost signed by it
# (DIR/platform.pem, DIR/platform.key), ECDSA P-256, with Debian's openssl.
make_test_certs() {
  local dir="$1"
  mkdir -p "$dir"
  openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2 \
    -subj "/CN=orgcenter bench CA" -keyout "$dir/ca.key" -out "$dir/ca.pem" \
    -addext basicConstraints=critical,CA:TRUE -addext keyUsage=critical,keyCertSign,cRLSign 2>/dev/null
  openssl req -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -subj "/CN=localhost" \
    -keyout "$dir/platform.key" -out "$dir/platform.csr" 2>/dev/null
  printf 'subjectAltName=DNS:localhost\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n' >"$dir/ext.cnf"
  openssl x509 -req -in "$dir/platform.csr" -CA "$dir/ca.pem" -CAkey "$dir/ca.key" -CAcreateserial \
    -days 2 -extfile "$dir/ext.cnf" -out "$dir/platform.pem" 2>/dev/null
}

write_nginx_conf() { # write_nginx_conf DIR UPSTREAM_PORT PROXY_PORT [TLS_UPSTREAM_PORT TLS_PROXY_PORT CERT_DIR]
  local dir="$1" up="$2" proxy="$3" tls_up="${4:-}" tls_proxy="${5:-}" certs="${6:-}" tls=""
  local answer='{"code":200,"msg":"ok","data":{"id":1,"name":"北京春晖公益基金会","un_read":3}}'
  if [ -n "$tls_up" ]; then
    tls="
  upstream platform_tls { server 127.0.0.1:$tls_up; keepalive 256; }
  server {
    listen 127.0.0.1:$tls_up ssl;
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_certificate $certs/platform.pem;
    ssl_certificate_key $certs/platform.key;
    location / {
      default_type application/json;
      return 200 '$answer';
    }
  }
  server {
    listen 127.0.0.1:$tls_proxy;
    location / {
      proxy_pass https://platform_tls;
      proxy_http_version 1.1;
      proxy_set_header Connection \"\";
      proxy_ssl_protocols TLSv1.2 TLSv1.3;
      proxy_ssl_server_name on;
      proxy_ssl_name localhost;
      proxy_ssl_verify on;
      proxy_ssl_trusted_certificate $certs/ca.pem;
      proxy_ssl_session_reuse on;
    }
  }"
  fi
  mkdir -p "$dir/tmp"
  cat >"$dir/nginx.conf" <<CONF
worker_processes auto;
daemon off;
pid $dir/nginx.pid;
error_log $dir/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path $dir/tmp/body;
  proxy_temp_path $dir/tmp/proxy;
  fastcgi_temp_path $dir/tmp/fastcgi;
  uwsgi_temp_path $dir/tmp/uwsgi;
  scgi_temp_path $dir/tmp/scgi;
  keepalive_requests 1000000;
  upstream platform { server 127.0.0.1:$up; keepalive 256; }
  server {
    listen 127.0.0.1:$up;
    location / {
      default_type application/json;
      return 200 '$answer';
    }
  }
  server {
    listen 127.0.0.1:$proxy;
    location / {
      proxy_pass http://platform;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
    }
  }$tls
}
CONF
}
