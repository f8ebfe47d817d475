-- uploaded objects of the OSS-compatible store (the bytes live on disk).
CREATE TABLE oss_objects (
    bucket       TEXT NOT NULL,
    key          TEXT NOT NULL,
    content_type TEXT NOT NULL,
    size         INTEGER NOT NULL,
    created_at   INTEGER NOT NULL,
    PRIMARY KEY (bucket, key)
);

